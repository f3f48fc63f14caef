import { messages, type NotificationPermissionState, notificationButton } from '@switchboard/domain';
import { useId } from 'react';
import { Button } from '../../primitives/Button/Button';
import { Checkbox } from '../../primitives/Checkbox/Checkbox';
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
  /**
   * The inbox's splits (Primary first, then the enabled ones) and whether new mail in each notifies (the
   * `notified_splits` setting); absent, the choice is not shown.
   */
  splits?: readonly NotifiedSplitOption[];
  onSplitChange?: (splitId: string, notify: boolean) => void;
}

export interface NotifiedSplitOption {
  id: string;
  name: string;
  notified: boolean;
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
  splits,
  onSplitChange,
}: NotificationsSettingsProps) {
  const n = messages.settings.notifications;
  const button = notificationButton(state);
  const stateId = useId();
  const hintId = useId();
  const chosen = splits?.filter((split) => split.notified).length ?? 0;
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
      {splits && splits.length > 0 ? (
        <fieldset className={styles.splits} aria-describedby={hintId}>
          <legend className={styles.legend}>{n.splitsLegend}</legend>
          <p id={hintId} className={styles.description}>
            {n.splitsHint}
          </p>
          {splits.map((split) => (
            <Checkbox
              key={split.id}
              isSelected={split.notified}
              // The last chosen split stays chosen: to hear of nothing, notifications are turned off.
              isDisabled={split.notified && chosen <= 1}
              onChange={(notify) => onSplitChange?.(split.id, notify)}
            >
              {split.name}
            </Checkbox>
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}
