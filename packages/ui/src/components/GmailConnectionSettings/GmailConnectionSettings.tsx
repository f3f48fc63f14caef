import { messages, type ReauthReason } from '@switchboard/domain';
import { useId } from 'react';
import { Button } from '../../primitives/Button/Button';
import * as styles from './GmailConnectionSettings.css';

export interface GmailConnectionView {
  /** The connected mailbox's address. */
  email: string;
  /** `connected`, or the spec's re-auth case: the grant was revoked or expired, or lacks the Gmail scope. */
  status: 'connected' | ReauthReason;
}

export interface GmailConnectionSettingsProps {
  /** False when the server has no Google client configured: Connect is disabled with the reason. */
  available: boolean;
  connection: GmailConnectionView | null;
  /** Connect, or reconnect (asks Google for the Gmail scope again). */
  onConnect: () => void;
  onDisconnect: () => void;
  /** What is under way: the browser is leaving for Google, or the account is being disconnected. */
  pending?: 'connect' | 'disconnect' | null;
  /** Why the last attempt failed (cancelled at Google, an expired request, a failed exchange...). */
  error?: string | null;
}

/**
 * The Gmail account in the settings' Email accounts section: Connect Gmail when none is connected; the
 * connected address with its status otherwise, and Disconnect. A grant Google refused or that lacks the Gmail
 * scope shows the spec's re-auth text and Reconnect Gmail, which asks for the scope again.
 */
export function GmailConnectionSettings({
  available,
  connection,
  onConnect,
  onDisconnect,
  pending = null,
  error = null,
}: GmailConnectionSettingsProps) {
  const g = messages.settings.gmail;
  const headingId = useId();
  const statusId = useId();
  const needsReauth = connection !== null && connection.status !== 'connected';
  const statusText = !connection
    ? available
      ? g.description
      : g.unavailable
    : connection.status === 'connected'
      ? g.connected
      : messages.signIn.reauth[connection.status];
  return (
    // A group, not a region: the section is one part of a settings page (and the catalog shows several).
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would announce a form; this group holds a status and buttons.
    <div
      role="group"
      className={styles.root}
      aria-labelledby={headingId}
      data-gmail-status={connection?.status ?? 'none'}
    >
      <h4 id={headingId} className={styles.heading}>
        {g.heading}
      </h4>
      <div className={styles.row}>
        <div className={styles.account}>
          {connection ? <p className={styles.email}>{connection.email}</p> : null}
          <p
            id={statusId}
            className={styles.status({
              tone: !connection ? 'muted' : needsReauth ? 'warning' : 'ok',
            })}
          >
            {statusText}
          </p>
        </div>
        <div className={styles.actions}>
          {!connection || needsReauth ? (
            <Button
              variant="primary"
              isDisabled={!available || pending === 'disconnect'}
              isPending={pending === 'connect'}
              aria-describedby={statusId}
              onPress={onConnect}
            >
              {connection ? g.reconnect : g.connect}
            </Button>
          ) : null}
          {connection ? (
            <Button
              variant="secondary"
              isDisabled={pending === 'connect'}
              isPending={pending === 'disconnect'}
              aria-describedby={statusId}
              onPress={onDisconnect}
            >
              {g.disconnect}
            </Button>
          ) : null}
        </div>
      </div>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
