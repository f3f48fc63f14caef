import { formatFileSize, messages } from '@switchboard/domain';
import { Button } from '../../primitives/Button/Button';
import { Link } from '../../primitives/Link/Link';
import { VisuallyHidden } from '../../primitives/VisuallyHidden/VisuallyHidden';
import { ConfirmDialog } from '../Dialogs/ConfirmDialog';
import { LoadStatus } from '../Feedback/LoadStatus';
import * as styles from './BackupManager.css';

const t = messages.backups;

export interface BackupRow {
  id: string;
  /** ISO date-time the snapshot was taken. */
  createdAt: string;
  /** Bytes of the compressed snapshot. */
  size: number;
  downloadUrl: string;
}

export type BackupManagerState =
  | { kind: 'loading' }
  | { kind: 'error' }
  /** The signed-in person is not one of the server's admins. */
  | { kind: 'forbidden' }
  /** PostgreSQL (DATABASE_URL): backups are pg_dump's job. */
  | { kind: 'postgres' }
  /** An in-memory database: nothing on disk to back up. */
  | { kind: 'memory' }
  | { kind: 'ready'; backups: BackupRow[]; restorePending: string | null };

export interface BackupManagerProps {
  state: BackupManagerState;
  /** The time zone dates are shown in (the user's). */
  timeZone: string;
  /** A backup is being made. */
  isCreating?: boolean;
  /** Why the last action failed, shown under the buttons. */
  actionError?: string | null;
  onCreate: () => void;
  /** Asks to restore a backup (the app confirms with `RestoreBackupDialog`). */
  onRestore: (backup: BackupRow) => void;
  onCancelRestore: () => void;
  onDelete: (backup: BackupRow) => void;
  onRetry?: () => void;
}

export function formatBackupDate(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium', timeZone }).format(
    new Date(iso),
  );
}

/**
 * The backup page of the embedded database (`/admin/demo_backup_management`): create a snapshot of the
 * data folder, the list with date and size, download, restore (scheduled for the next start, cancellable)
 * and delete; or, for non-admins and PostgreSQL servers, the one line that says why there is nothing here.
 */
export function BackupManager({
  state,
  timeZone,
  isCreating = false,
  actionError = null,
  onCreate,
  onRestore,
  onCancelRestore,
  onDelete,
  onRetry,
}: BackupManagerProps) {
  return (
    <section className={styles.page} aria-labelledby="backup-manager-title">
      <h1 id="backup-manager-title" className={styles.title}>
        {t.title}
      </h1>
      <Body
        state={state}
        timeZone={timeZone}
        isCreating={isCreating}
        actionError={actionError}
        onCreate={onCreate}
        onRestore={onRestore}
        onCancelRestore={onCancelRestore}
        onDelete={onDelete}
        onRetry={onRetry}
      />
    </section>
  );
}

function Body({
  state,
  timeZone,
  isCreating,
  actionError,
  onCreate,
  onRestore,
  onCancelRestore,
  onDelete,
  onRetry,
}: Required<Omit<BackupManagerProps, 'onRetry'>> & Pick<BackupManagerProps, 'onRetry'>) {
  switch (state.kind) {
    case 'loading':
    case 'error':
      return (
        <LoadStatus status={state.kind} loadingLabel={t.loading} errorText={t.loadError} onRetry={onRetry} />
      );
    case 'forbidden':
      return <p className={styles.notice}>{t.notAdmin}</p>;
    case 'postgres':
      return <p className={styles.notice}>{t.postgres}</p>;
    case 'memory':
      return <p className={styles.notice}>{t.memory}</p>;
    case 'ready':
      break;
  }
  const date = (iso: string) => formatBackupDate(iso, timeZone);
  const pending = state.restorePending ? state.backups.find((b) => b.id === state.restorePending) : undefined;
  return (
    <div className={styles.stack}>
      <p className={styles.muted}>{t.intro}</p>
      {pending ? (
        <div className={styles.pending} role="status">
          <p className={styles.pendingText}>{t.restorePending(date(pending.createdAt))}</p>
          <div>
            <Button onPress={onCancelRestore}>{t.cancelRestore}</Button>
          </div>
        </div>
      ) : null}
      <div className={styles.actions}>
        {/* Disabled rather than pending: a pending button's live announcement names the button, and would
            outlive it in the page's live region. */}
        <Button variant="primary" onPress={onCreate} isDisabled={isCreating}>
          {isCreating ? t.creating : t.create}
        </Button>
      </div>
      {actionError ? (
        <p className={styles.error} role="alert">
          {t.actionError(actionError)}
        </p>
      ) : null}
      {state.backups.length === 0 ? (
        <p className={styles.muted}>{t.empty}</p>
      ) : (
        <table className={styles.table} aria-label={t.listLabel}>
          <thead>
            <tr>
              <th scope="col">{t.columnCreated}</th>
              <th scope="col">{t.columnSize}</th>
              <th scope="col">
                <VisuallyHidden>{t.columnActions}</VisuallyHidden>
              </th>
            </tr>
          </thead>
          <tbody>
            {state.backups.map((backup) => {
              const when = date(backup.createdAt);
              return (
                <tr key={backup.id}>
                  <td>
                    <time dateTime={backup.createdAt}>{when}</time>
                  </td>
                  <td>{formatFileSize(backup.size)}</td>
                  <td>
                    <div className={styles.rowActions}>
                      <Link href={backup.downloadUrl} download aria-label={t.downloadLabel(when)}>
                        {t.download}
                      </Link>
                      <Button
                        size="sm"
                        onPress={() => onRestore(backup)}
                        aria-label={t.restoreLabel(when)}
                        isDisabled={state.restorePending === backup.id}
                      >
                        {t.restore}
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        onPress={() => onDelete(backup)}
                        aria-label={t.deleteLabel(when)}
                      >
                        {t.delete}
                      </Button>
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </div>
  );
}

export interface RestoreBackupDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  backup: BackupRow;
  timeZone: string;
  isPending?: boolean;
  errorMessage?: string;
  onConfirm: () => void;
}

/** 'Restore this backup?': says what happens (at the next start, later changes lost, old folder kept). */
export function RestoreBackupDialog({
  isOpen,
  onOpenChange,
  backup,
  timeZone,
  isPending = false,
  errorMessage,
  onConfirm,
}: RestoreBackupDialogProps) {
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t.restoreTitle}
      description={t.restoreText(formatBackupDate(backup.createdAt, timeZone))}
      confirmLabel={t.restoreConfirm}
      tone="danger"
      isPending={isPending}
      closeOnConfirm={false}
      {...(errorMessage ? { errorMessage } : {})}
      onConfirm={onConfirm}
    />
  );
}
