import { INVITE_SELECTION_CAP } from '../constants/constants.js';
import { coreMessages } from '../texts/messages.js';

const EMAIL_PATTERN = /^[^\s@<>()[\],;:"]+@[^\s@<>()[\],;:"]+\.[^\s@<>()[\],;:".]{2,}$/;

/** Whether text looks like an e-mail address (`name@domain.tld`, no spaces or separators). */
export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}

/**
 * Invite email: must look like an e-mail, not already invited, not already a member (compared
 * case-insensitively after trimming). Returns the spec's message or null.
 */
export function validateInviteEmail(
  email: string,
  ctx: { invited: readonly string[]; members: readonly string[] },
): string | null {
  const normalized = email.trim().toLowerCase();
  if (!isValidEmail(normalized)) return coreMessages.validation.invalidEmail;
  const same = (other: string) => other.trim().toLowerCase() === normalized;
  if (ctx.invited.some(same)) return coreMessages.validation.alreadyInvited;
  if (ctx.members.some(same)) return coreMessages.validation.alreadyMember;
  return null;
}

/** Whether one more invite can be ticked: the selection is capped at 50. */
export function canSelectMoreInvites(selectedCount: number): boolean {
  return selectedCount < INVITE_SELECTION_CAP;
}

/**
 * Toggles an address in the invite selection, refusing to go past the cap of 50 (the selection is
 * returned unchanged then).
 */
export function toggleInviteSelection(selected: readonly string[], email: string): string[] {
  if (selected.includes(email)) return selected.filter((e) => e !== email);
  if (!canSelectMoreInvites(selected.length)) return [...selected];
  return [...selected, email];
}
