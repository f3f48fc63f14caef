import { createFileRoute } from '@tanstack/react-router';
import { NotificationsScreen } from '../../notifications/NotificationsScreen';

/** `/notifications`: the Notifications settings section on its own page (until the settings overlay holds it). */
export const Route = createFileRoute('/_app/notifications')({
  component: NotificationsScreen,
});
