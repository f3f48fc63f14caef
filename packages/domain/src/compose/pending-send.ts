import { PENDING_SEND_INDICATOR_DELAY_MS } from '../constants/constants.js';
import { coreMessages } from '../texts/messages.js';

/**
 * The pending-send indicator (spec doc 1 section 4): 'Sending...' or 'Scheduling...' shows only after
 * 1500 ms, or at once after a resend; null while it should stay hidden.
 */
export function pendingSendLabel(input: {
  scheduled: boolean;
  startedAt: number;
  now: number;
  resendCount: number;
}): string | null {
  const visible = input.resendCount > 0 || input.now - input.startedAt >= PENDING_SEND_INDICATOR_DELAY_MS;
  if (!visible) return null;
  return input.scheduled ? coreMessages.message.scheduling : coreMessages.message.sending;
}

/** The failure text of a message that could not be sent or scheduled. */
export function sendFailureLabel(scheduled: boolean): string {
  return scheduled ? coreMessages.message.scheduleFailed : coreMessages.message.sendFailed;
}
