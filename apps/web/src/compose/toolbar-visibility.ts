import type { ToolbarContext } from '@switchboard/ui';
import { useState } from 'react';

const key = (context: ToolbarContext) => `switchboard.richTextToolbar.${context}`;

/** Whether the editor's toolbar shows, remembered per context in local storage (shown by default). */
export function useToolbarVisibility(context: ToolbarContext): [boolean, (visible: boolean) => void] {
  const [visible, setVisible] = useState(() => {
    try {
      return localStorage.getItem(key(context)) !== 'hidden';
    } catch {
      return true;
    }
  });
  return [
    visible,
    (next) => {
      setVisible(next);
      try {
        localStorage.setItem(key(context), next ? 'shown' : 'hidden');
      } catch (error) {
        console.error(error);
      }
    },
  ];
}
