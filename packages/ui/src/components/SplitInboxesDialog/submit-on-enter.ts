import type { KeyboardEvent } from 'react';

/**
 * Enter in a one-line field submits its form, as a single-field form does by itself; a form with several
 * fields whose submit button sits in the dialog's footer would not.
 */
export function submitOnEnter(event: KeyboardEvent<HTMLFormElement>) {
  const target = event.target;
  if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
  if (!(target instanceof HTMLInputElement) || target.type !== 'text') return;
  event.preventDefault();
  event.currentTarget.requestSubmit();
}
