import {
  defaultImapPort,
  type ImapAccountFormErrors,
  type ImapAccountFormValues,
  type ImapAccountInput,
  messages,
  validateImapAccountForm,
} from '@switchboard/domain';
import { useState } from 'react';
import { Badge, type BadgeTone } from '../../primitives/Badge/Badge';
import { Button } from '../../primitives/Button/Button';
import { Checkbox } from '../../primitives/Checkbox/Checkbox';
import { TextField } from '../../primitives/TextField/TextField';
import { LoadStatus, type LoadStatusKind } from '../Feedback/LoadStatus';
import * as styles from './SettingsImapAccount.css';

export type ImapAccountStatusValue = 'connecting' | 'connected' | 'reconnecting' | 'failed';

/** A connected IMAP account as the panel shows it (times already formatted for the reader). */
export interface ImapAccountSummary {
  id: string;
  email: string;
  host: string;
  port: number;
  status: ImapAccountStatusValue;
  /** The last connection error in words, if any. */
  statusDetail: string | null;
  /** While reconnecting: when the next attempt is due, formatted. */
  retryAt: string | null;
  lastSynced: string | null;
}

export interface SettingsImapAccountProps {
  accounts: ImapAccountSummary[];
  /** Connects with the checked input; the server signs in first. */
  onConnect: (input: ImapAccountInput) => void;
  onDisconnect: (accountId: string) => void;
  isConnecting?: boolean;
  /** The server's refusal of the last attempt (wrong password, unreachable host, TLS failure...). */
  connectError?: string | null;
  /** The id of the account being disconnected. */
  disconnectingId?: string | null;
  /** Whether the accounts are known yet: 'loading' and 'error' show in place of the list (the form stays). */
  status?: LoadStatusKind;
  /** Asks for the accounts again after a failure. */
  onRetry?: () => void;
}

const t = messages.imapAccount;
const TONE: Record<ImapAccountStatusValue, BadgeTone> = {
  connecting: 'neutral',
  connected: 'success',
  reconnecting: 'warning',
  failed: 'danger',
};

const EMPTY: ImapAccountFormValues = { host: '', port: '993', tls: true, username: '', password: '' };

/**
 * Settings > Email accounts, IMAP: the connected accounts with their sync status and Disconnect, and the form
 * to connect one (server, port, TLS, user name, password) with a message per wrong field.
 */
export function SettingsImapAccount({
  accounts,
  onConnect,
  onDisconnect,
  isConnecting = false,
  connectError = null,
  disconnectingId = null,
  status = 'ready',
  onRetry,
}: SettingsImapAccountProps) {
  const [values, setValues] = useState<ImapAccountFormValues>(EMPTY);
  const [errors, setErrors] = useState<ImapAccountFormErrors>({});
  const set = (patch: Partial<ImapAccountFormValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(patch)) delete next[key as keyof ImapAccountFormValues];
      return next;
    });
  };

  return (
    <section className={styles.panel} aria-labelledby="imap-account-heading">
      <h2 id="imap-account-heading" className={styles.heading}>
        {t.heading}
      </h2>
      <p className={styles.intro}>{t.intro}</p>
      {status !== 'ready' ? (
        <LoadStatus status={status} loadingLabel={t.loading} errorText={t.loadError} onRetry={onRetry} />
      ) : accounts.length > 0 ? (
        <ul className={styles.list}>
          {accounts.map((a) => (
            <li key={a.id} className={styles.account} aria-label={t.accountLabel(a.email, a.host, a.port)}>
              <div className={styles.accountText}>
                <span className={styles.accountName}>{a.email}</span>
                <span className={styles.detail}>
                  {a.host}:{a.port}
                </span>
                {a.statusDetail ? <span className={styles.detail}>{a.statusDetail}</span> : null}
                {a.status === 'reconnecting' && a.retryAt ? (
                  <span className={styles.detail}>{t.retryAt(a.retryAt)}</span>
                ) : null}
                {a.status === 'connected' && a.lastSynced ? (
                  <span className={styles.detail}>{t.lastSynced(a.lastSynced)}</span>
                ) : null}
              </div>
              <span role="status">
                <Badge tone={TONE[a.status]}>{t.status[a.status]}</Badge>
              </span>
              <Button
                variant="secondary"
                aria-label={t.disconnectLabel(a.email)}
                isPending={disconnectingId === a.id}
                onPress={() => onDisconnect(a.id)}
              >
                {t.disconnect}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <form
        className={styles.form}
        aria-label={t.formLabel}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const checked = validateImapAccountForm(values);
          if (!checked.ok) {
            setErrors(checked.errors);
            return;
          }
          onConnect(checked.input);
        }}
      >
        <div className={styles.row}>
          <div className={styles.grow}>
            <TextField
              label={t.host}
              value={values.host}
              onChange={(host) => set({ host })}
              isInvalid={errors.host !== undefined}
              errorMessage={errors.host}
              autoComplete="off"
            />
          </div>
          <TextField
            label={t.port}
            value={values.port}
            inputMode="numeric"
            onChange={(port) => set({ port })}
            isInvalid={errors.port !== undefined}
            errorMessage={errors.port}
          />
        </div>
        <Checkbox
          isSelected={values.tls}
          onChange={(tls) =>
            set({
              tls,
              // The usual port follows the TLS choice while the user has not typed another.
              ...(values.port === String(defaultImapPort(values.tls))
                ? { port: String(defaultImapPort(tls)) }
                : {}),
            })
          }
        >
          {t.tls}
        </Checkbox>
        <div className={styles.field}>
          <TextField
            label={t.username}
            value={values.username}
            onChange={(username) => set({ username })}
            isInvalid={errors.username !== undefined}
            errorMessage={errors.username}
            autoComplete="username"
          />
        </div>
        <div className={styles.field}>
          <TextField
            label={t.password}
            type="password"
            value={values.password}
            onChange={(password) => set({ password })}
            isInvalid={errors.password !== undefined}
            errorMessage={errors.password}
            autoComplete="current-password"
          />
        </div>
        {connectError ? (
          <p className={styles.error} role="alert">
            {connectError}
          </p>
        ) : null}
        <Button type="submit" variant="primary" isPending={isConnecting}>
          {isConnecting ? t.connecting : t.connect}
        </Button>
      </form>
    </section>
  );
}
