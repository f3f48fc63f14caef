import { messages, type NotificationPermissionState, notificationButton } from '@switchboard/domain';
import { useId } from 'react';
import { Button } from '../../primitives/Button/Button';
import * as styles from './NotificationsSettings.css';

export interface NotificationsSettingsProps {
  /** The browser's permission joined with this browser's subscription (notsupported, denied, prompt, not-subscribed, granted). */
  state: NotificationPermissionState;
  onEnable: () => void;
  onDisable: () => void;
  /** While subscribing or unsubscribing. */
  isPending?: boolean;
  /** The last attempt's failure, shown under the row. */
  error?: string | null;
}

/**
 * The Notifications section of the settings: what notifications are for, this browser's state and the one
 * button the state allows (granted: Disable; prompt or not-subscribed: Enable; denied or unsupported: a
 * disabled Enable with the explanation).
 */
export function NotificationsSettings({
  state,
  onEnable,
  onDisable,
  isPending = false,
  error = null,
}: NotificationsSettingsProps) {
  const n = messages.settings.notifications;
  const button = notificationButton(state);
  const stateId = useId();
  const line = button.explanation ?? (state === 'granted' ? n.on : n.off);
  return (
    <div className={styles.root} data-permission-state={state}>
      <p className={styles.description}>{n.description}</p>
      <div className={styles.row}>
        <p id={stateId} className={styles.state({ tone: button.disabled ? 'muted' : 'default' })}>
          {line}
        </p>
        <Button
          variant={button.action === 'enable' ? 'primary' : 'secondary'}
          isDisabled={button.disabled}
          isPending={isPending}
          aria-describedby={stateId}
          onPress={button.action === 'disable' ? onDisable : onEnable}
        >
          {button.label}
        </Button>
      </div>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
