import type { Draft } from '@switchboard/domain';
import { messages } from '@switchboard/domain';

export interface UndoSendInput {
  /** The draft as it was sent. */
  draft: Draft;
  /** A new thread ('Thread deleted') or a message in a thread ('Message deleted'). */
  newThread: boolean;
  /** The send's cancel token (from the server's answer); none: the send cannot be undone. */
  cancelToken: string | undefined;
  /** Asks the server to undo the send; rejects when it could not (the message already went). */
  cancel: (cancelToken: string) => Promise<unknown>;
  /** Puts the draft back where it was written (compose window, channel, thread reply box). */
  restore: (draft: Draft) => void;
  /** Takes a restored draft away again (deleted from the store, its composer closed or emptied). */
  withdraw: (draft: Draft) => void;
  notify: (text: string) => void;
  notifyError: (text: string) => void;
}

/**
 * Undo of a send (spec doc 1 section 4): the draft is back where it was written at once, then the cancel
 * goes to the server. Once the server undid the send: 'Message deleted' / 'Thread deleted'. If it could
 * not (Send now, or the window ended first) the message stays sent, so the restored draft is deleted again
 * (nothing is sent twice) and the error says so.
 */
export async function undoSend(input: UndoSendInput): Promise<'cancelled' | 'already_sent'> {
  const { draft, cancelToken } = input;
  if (!cancelToken) {
    input.notifyError(messages.compose.cannotUndo);
    return 'already_sent';
  }
  input.restore(draft);
  try {
    await input.cancel(cancelToken);
  } catch {
    input.withdraw(draft);
    input.notifyError(messages.compose.undoTooLate);
    return 'already_sent';
  }
  input.notify(input.newThread ? messages.toasts.threadDeleted : messages.toasts.messageDeleted);
  return 'cancelled';
}
