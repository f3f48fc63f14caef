import { createFileRoute } from '@tanstack/react-router';
import { BackupScreen } from '../../../admin/BackupScreen';

/** `/admin/demo_backup_management`: backups of the embedded database (server admins only). */
export const Route = createFileRoute('/_app/admin/demo_backup_management')({
  component: BackupScreen,
});
