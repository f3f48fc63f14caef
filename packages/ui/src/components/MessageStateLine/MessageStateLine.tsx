import { messages } from '@switchboard/domain';
import { AlertCircle, Clock } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../primitives/Button/Button';
import { Spinner } from '../../primitives/Spinner/Spinner';
import { ConfirmDialog } from '../Dialogs/ConfirmDialog';
import * as styles from './MessageStateLine.css';

/** The state of a message the user sent (spec doc 1 section 4). */
export type MessageSendState =
  /** Sending or scheduling: `label` is 'Sending...' / 'Scheduling...' once 1500 ms passed (domain `pendingSendLabel`), else null. */
  | { kind: 'pending'; label: string | null }
  | { kind: 'failed'; scheduled: boolean }
  /** `time` as the user reads it ('tomorrow at 8:00 AM'); a trashed thread's message will not be sent, without Cancel. */
  | { kind: 'scheduled'; time: string; isTrashed: boolean; canCancel: boolean };

export interface MessageStateLineProps {
  state: MessageSendState;
  onResend?: () => void;
  /** Called after the user confirmed 'Discard message'. */
  onDiscard?: () => void;
  /** Cancel a scheduled message (the app asks 'Message cannot be cancelled' when it cannot). */
  onCancelScheduled?: () => void;
}

/**
 * 'Sending...' / 'Scheduling...'; 'We were unable to send (schedule) this message' with Resend and
 * Discard (confirmed by 'Discard message'); 'This message will be sent {time}' with Cancel, or the
 * trashed thread's text without it. Nothing for a committed message.
 */
export function MessageStateLine({ state, onResend, onDiscard, onCancelScheduled }: MessageStateLineProps) {
  const [confirming, setConfirming] = useState(false);
  const m = messages.message;
  if (state.kind === 'pending') {
    if (!state.label) return null;
    return (
      <div className={styles.line.pending} role="status">
        <Spinner size="sm" />
        <span className={styles.text}>{state.label}</span>
      </div>
    );
  }
  if (state.kind === 'failed') {
    return (
      <div className={styles.line.failed} role="alert">
        <AlertCircle aria-hidden size={14} />
        <span className={styles.text}>{state.scheduled ? m.scheduleFailed : m.sendFailed}</span>
        <Button size="sm" variant="secondary" onPress={onResend}>
          {m.resend}
        </Button>
        <Button size="sm" variant="ghost" onPress={() => setConfirming(true)}>
          {m.discard}
        </Button>
        <ConfirmDialog
          isOpen={confirming}
          onOpenChange={setConfirming}
          title={m.discardDialogTitle}
          description={m.discardDialogText}
          confirmLabel={m.discard}
          tone="danger"
          onConfirm={() => onDiscard?.()}
        />
      </div>
    );
  }
  return (
    <div className={styles.line.scheduled}>
      <Clock aria-hidden size={14} />
      <span className={styles.text}>
        {state.isTrashed ? m.scheduledTrashed(state.time) : m.scheduledFor(state.time)}
      </span>
      {!state.isTrashed && state.canCancel ? (
        <Button size="sm" variant="secondary" onPress={onCancelScheduled}>
          {m.cancel}
        </Button>
      ) : null}
    </div>
  );
}
