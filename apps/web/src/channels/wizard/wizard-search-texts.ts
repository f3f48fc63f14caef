import { isWizardSearchable } from '@switchboard/domain';

/**
 * The queries the wizard searches (spec doc 2 section 5), in the preview's order: the saved ones, then the
 * typed one (already debounced) unless it is saved too; each only when it holds a plain or exact term. An
 * operator-only query (`label:x`, `is:unread`) is never searched, saved or not: it still becomes a rule,
 * but adds nothing to the preview or to the '~N conversations' count.
 */
export function wizardSearchTexts(
  saved: readonly string[],
  typed: string,
): { saved: string[]; live: string[] } {
  const searchedSaved = saved.filter(isWizardSearchable);
  const live = typed !== '' && isWizardSearchable(typed) && !saved.includes(typed) ? [typed] : [];
  return { saved: searchedSaved, live };
}
