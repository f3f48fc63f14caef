import { type RefObject, useEffect, useRef } from 'react';

/**
 * Enter in a one-line field submits the form (give the returned ref to the form), as a single-field form
 * does by itself; a form with several fields whose submit button sits in the dialog's footer would not.
 */
export function useSubmitOnEnter(): RefObject<HTMLFormElement | null> {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const form = ref.current;
    if (!form) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target;
      if (event.key !== 'Enter' || event.isComposing) return;
      if (!(target instanceof HTMLInputElement) || target.type !== 'text') return;
      event.preventDefault();
      form.requestSubmit();
    };
    form.addEventListener('keydown', onKeyDown);
    return () => form.removeEventListener('keydown', onKeyDown);
  }, []);
  return ref;
}
