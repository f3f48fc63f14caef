import type { AnyRouter } from '@tanstack/react-router';

/** The most threads a channels popover hands to the wizard (a page of the list is 25; a selection of all, more). */
export const WIZARD_PICKED_THREADS_MAX = 500;

/**
 * Opens the channel creation wizard, its name prefilled when given; `threadIds` (the threads picked in a
 * channels popover) join the channel once the wizard has created it.
 */
export function openChannelWizard(router: AnyRouter, name?: string, threadIds: readonly string[] = []) {
  const trimmed = name?.trim();
  const threads = threadIds.slice(0, WIZARD_PICKED_THREADS_MAX);
  void router.navigate({
    to: '/channels/new',
    search: { ...(trimmed ? { name: trimmed } : {}), ...(threads.length ? { threads } : {}) },
  } as never);
}
