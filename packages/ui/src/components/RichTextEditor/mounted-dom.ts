import type { Editor } from '@tiptap/react';

/** The editor's text area, or null while the editor is not mounted (its `view` then throws on `dom`). */
export function mountedDom(editor: Editor): HTMLElement | null {
  if (editor.isDestroyed) return null;
  try {
    return editor.view.dom;
  } catch {
    return null;
  }
}
