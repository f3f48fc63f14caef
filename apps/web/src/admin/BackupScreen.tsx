import { type Backup, isApiError } from '@switchboard/api-client';
import { messages } from '@switchboard/domain';
import {
  BackupManager,
  type BackupManagerState,
  type BackupRow,
  RestoreBackupDialog,
  showErrorToast,
  showToast,
} from '@switchboard/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { openDialog } from '../shell/dialog-host';
import { useDocumentTitle } from '../use-document-title';
import { currentTimeZone } from '../use-time-zone';

const t = messages.backups;

const toRow = (backup: Backup): BackupRow => ({
  id: backup.id,
  createdAt: backup.created_at,
  size: backup.size,
  downloadUrl: backup.download_url,
});

/** Why a call failed, in the server's words when it gave some (a damaged backup, PostgreSQL). */
const reason = (error: unknown) => (error instanceof Error ? error.message : messages.errors.generic);

/**
 * `/admin/demo_backup_management`: the backup page of the embedded database (admins only; the server
 * decides, and answers others `forbidden`).
 */
export function BackupScreen() {
  const { queries, mutations } = useRouteContext({ from: '__root__' });
  useDocumentTitle(t.title);
  const timeZone = currentTimeZone();
  const list = useQuery(queries.backups());
  const create = useMutation(mutations.createBackup());
  const remove = useMutation(mutations.deleteBackup());
  const cancel = useMutation(mutations.cancelRestore());
  const [actionError, setActionError] = useState<string | null>(null);

  const state: BackupManagerState = list.data
    ? list.data.storage === 'embedded'
      ? {
          kind: 'ready',
          backups: list.data.backups.map(toRow),
          restorePending: list.data.restore_pending,
        }
      : { kind: list.data.storage }
    : list.error
      ? isApiError(list.error) && list.error.type === 'forbidden'
        ? { kind: 'forbidden' }
        : { kind: 'error' }
      : { kind: 'loading' };

  const onError = (error: unknown) => setActionError(reason(error));

  return (
    <BackupManager
      state={state}
      timeZone={timeZone}
      isCreating={create.isPending}
      actionError={actionError}
      onRetry={() => void list.refetch()}
      onCreate={() => {
        setActionError(null);
        create.mutate({}, { onSuccess: () => showToast(t.created), onError });
      }}
      onDelete={(backup) => {
        setActionError(null);
        remove.mutate(
          { params: { backup_id: backup.id } },
          { onSuccess: () => showToast(t.deleted), onError },
        );
      }}
      onCancelRestore={() => {
        setActionError(null);
        cancel.mutate({}, { onSuccess: () => showToast(t.restoreCanceled), onError });
      }}
      onRestore={(backup) => {
        setActionError(null);
        openDialog((close) => <RestoreDialog backup={backup} timeZone={timeZone} onClose={close} />);
      }}
    />
  );
}

function RestoreDialog({
  backup,
  timeZone,
  onClose,
}: {
  backup: BackupRow;
  timeZone: string;
  onClose: () => void;
}) {
  const { mutations } = useRouteContext({ from: '__root__' });
  const restore = useMutation(mutations.scheduleRestore());
  return (
    <RestoreBackupDialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      backup={backup}
      timeZone={timeZone}
      {...(restore.error ? { errorMessage: reason(restore.error) } : {})}
      onConfirm={() =>
        restore.mutate(
          { params: { backup_id: backup.id } },
          {
            onSuccess: () => {
              showToast(t.restoreScheduled);
              onClose();
            },
            onError: (error) => showErrorToast(reason(error)),
          },
        )
      }
    />
  );
}
