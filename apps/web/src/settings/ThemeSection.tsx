import { SETTINGS_SAVE_DEBOUNCE_MS, type ThemeName } from '@switchboard/domain';
import { SettingsThemePicker } from '@switchboard/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useAppTheme } from '../theme/AppTheme';

/**
 * Theme: applies at once (this device remembers it for the next start), and is saved to the user's
 * settings 500 ms after the last change (a run of arrow keys saves once).
 */
export function ThemeSection() {
  const { queries, mutations } = useRouteContext({ from: '__root__' });
  const self = useQuery(queries.self()).data;
  const { theme, mode, setTheme, setMode } = useAppTheme();
  const { mutate } = useMutation(mutations.updateUserSettings());
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; save: () => void } | null>(null);

  // Leaving the section saves what is pending at once.
  useEffect(
    () => () => {
      if (!pending.current) return;
      clearTimeout(pending.current.timer);
      pending.current.save();
    },
    [],
  );

  const choose = (next: ThemeName) => {
    setTheme(next);
    if (!self) return;
    if (pending.current) clearTimeout(pending.current.timer);
    const save = () => {
      pending.current = null;
      mutate({ params: { user_id: self.id }, body: { theme: next } });
    };
    pending.current = { timer: setTimeout(save, SETTINGS_SAVE_DEBOUNCE_MS), save };
  };

  return <SettingsThemePicker theme={theme} mode={mode} onThemeChange={choose} onModeChange={setMode} />;
}
