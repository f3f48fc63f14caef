/**
 * Which text field the user is typing in, so that a screen arriving late never takes the focus (and the
 * words) from it. A field is "being typed in" from its first input until the user hands it off: Enter in
 * it (a search submitted, a form sent), or {@link handOffTyping} (a suggestion picked with the pointer).
 * A field the user only focused, or submitted and left, can still give the focus to the screen it opened.
 *
 * One pair of document listeners (capture phase, so they see the keys before any handler stops them),
 * installed by the first component that asks.
 */

let typingIn: EventTarget | null = null;
let installed = false;

export function isTextField(target: EventTarget | null): target is HTMLElement {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || target.tagName === 'INPUT' || target.tagName === 'TEXTAREA')
  );
}

/** Starts watching typing (idempotent; a no-op outside a browser). */
export function watchTyping(): void {
  if (installed || typeof document === 'undefined') return;
  installed = true;
  document.addEventListener(
    'input',
    (event) => {
      if (isTextField(event.target)) typingIn = event.target;
    },
    true,
  );
  document.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Enter' && !event.isComposing && event.target === typingIn) typingIn = null;
    },
    true,
  );
}

/** Whether the user has typed in `element` since they last submitted it (Enter or a picked suggestion). */
export function isBeingTypedIn(element: Element | null): boolean {
  return element !== null && element === typingIn;
}

/** The field's text was submitted another way than Enter (a suggestion picked with the pointer). */
export function handOffTyping(): void {
  typingIn = null;
}
