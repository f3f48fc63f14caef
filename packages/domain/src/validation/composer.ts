import { coreMessages } from '../texts/messages.js';
import { isBlankHtml } from './draft.js';

const v = coreMessages.validation;

/** What the composer knows when the user presses Send. `body` is the editor HTML or plain text. */
export type ComposerSendInput = {
  subject: string;
  body: string;
  recipientCount: number;
  isUploading: boolean;
};

/**
 * Composer send validation (spec doc 2 section 5): waits for uploads, needs a subject or a message
 * ('Please add a subject or write a message') and a recipient ('Please specify at least one recipient').
 * Returns the first problem's message, or null when the message can be sent.
 */
export function validateComposerSend(input: ComposerSendInput): string | null {
  if (input.isUploading) return v.uploading;
  if (input.subject.trim() === '' && isBlankHtml(input.body)) return v.subjectOrBodyRequired;
  if (input.recipientCount === 0) return v.recipientRequired;
  return null;
}

/** Send is disabled while attachments are uploading or the body is empty. */
export function isSendDisabled(input: { body: string; isUploading: boolean }): boolean {
  return input.isUploading || isBlankHtml(input.body);
}

/**
 * The internal send guard (used by the server before it accepts a message): 'No recipients specified'
 * or 'No body and no subject specified', else null.
 */
export function sendGuard(input: {
  recipientCount: number;
  subject: string | null;
  body: string;
}): string | null {
  if (input.recipientCount === 0) return v.noRecipients;
  if ((input.subject ?? '').trim() === '' && isBlankHtml(input.body)) return v.noBodyNoSubject;
  return null;
}

/** Filter Save needs a definition ('Please enter a filter query') and a channel ('Please select a channel'). */
export function validateFilterSave(input: { query: string; channelId: string | null }): string | null {
  if (input.query.trim() === '') return v.filterQueryRequired;
  if (input.channelId === null || input.channelId === '') return v.filterChannelRequired;
  return null;
}
