import { WIZARD_RESULT_CAP } from '../constants/constants.js';
import { coreMessages } from '../texts/messages.js';

/** The channel creation wizard's steps, in order. */
export const WIZARD_STEPS = ['create', 'members', 'conversations'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/**
 * The conversations step's main button (spec doc 1 "Channel creation wizard"): 'Creating rules...' while
 * creating; 'Searching...' while any search runs; 'Add ~N conversation(s) & M filter(s)' with results;
 * else 'Add conversations'. Disabled while searching, creating or when the form is invalid.
 */
export function wizardMainButton(input: {
  creating: boolean;
  searching: boolean;
  valid: boolean;
  /** Total conversations found by the saved queries, or null before any result. */
  conversations: number | null;
  /** Saved queries applied as filters to incoming mail. */
  filters: number;
}): { label: string; disabled: boolean } {
  const c = coreMessages.wizard.conversations;
  const disabled = input.creating || input.searching || !input.valid;
  if (input.creating) return { label: c.creatingRules, disabled };
  if (input.searching) return { label: c.searching, disabled };
  if (input.conversations !== null && input.conversations > 0) {
    return { label: c.addCounted(input.conversations, input.filters), disabled };
  }
  return { label: c.addConversations, disabled };
}

/** The per-query preview header: 'no results', or 'showing preview of N results' (capped at '1000+'). */
export function wizardPreviewHeader(totalCount: number): string {
  const p = coreMessages.wizard.preview;
  return totalCount === 0 ? p.noResults : p.showingPreview(totalCount);
}

/** Whether a result count is shown capped ('1000+'). */
export function isResultCountCapped(totalCount: number): boolean {
  return totalCount >= WIZARD_RESULT_CAP;
}

/** The create step's button is enabled only when the form is valid and changed. */
export function canSubmitChannelForm(input: { valid: boolean; changed: boolean }): boolean {
  return input.valid && input.changed;
}

/**
 * What the wizard reports once its rules have started (spec doc 1): nothing when all were created;
 * 'An unexpected error occurred while creating rules.' when any failed for a reason other than the
 * server's answer; else 'Failed to create N rule(s). They can be added later from channel settings.'
 */
export function wizardRulesOutcome(input: { failed: number; unexpected: boolean }): string | null {
  if (input.unexpected) return coreMessages.errors.rulesUnexpected;
  if (input.failed > 0) return coreMessages.errors.rulesFailed(input.failed);
  return null;
}
