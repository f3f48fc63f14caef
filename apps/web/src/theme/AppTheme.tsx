import type { ThemeName } from '@switchboard/domain';
import { ThemeProvider, themeClasses } from '@switchboard/ui';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useMediaQuery } from '../shell/use-media-query';
import {
  createThemePreferenceWriter,
  type ModePreference,
  readThemePreference,
  resolveMode,
  type ThemePreference,
} from './theme-preference';

interface AppThemeValue extends ThemePreference {
  /** The mode shown now (the system's when following it). */
  resolvedMode: 'light' | 'dark';
  setTheme: (theme: ThemeName) => void;
  setMode: (mode: ModePreference) => void;
}

const AppThemeContext = createContext<AppThemeValue | null>(null);

/** The theme and mode chosen now, and how to change them (without a reload). */
export function useAppTheme(): AppThemeValue {
  const value = useContext(AppThemeContext);
  if (!value) throw new Error('useAppTheme outside AppTheme');
  return value;
}

/**
 * The whole app's theme: what this device remembers first (so the start script and the first render
 * agree, no flash), then the user's settings once they load (`setTheme`); light or dark following the
 * system unless the user chose.
 */
export function AppTheme({ children }: { children: ReactNode }) {
  const [preference, setPreference] = useState<ThemePreference>(() => readThemePreference());
  const systemPrefersDark = useMediaQuery('(prefers-color-scheme: dark)');
  const resolvedMode = resolveMode(preference.mode, systemPrefersDark);

  const [writer] = useState(createThemePreferenceWriter);

  // The theme shows at once; this device remembers it 500 ms after the last change, or when the page
  // goes away before that (a reload keeps the theme just chosen).
  useEffect(() => {
    document.documentElement.style.colorScheme = resolvedMode;
    writer.schedule(preference, resolvedMode, themeClasses[preference.theme]);
  }, [preference, resolvedMode, writer]);
  useEffect(() => {
    window.addEventListener('pagehide', writer.flush);
    return () => {
      window.removeEventListener('pagehide', writer.flush);
      writer.flush();
    };
  }, [writer]);

  const setTheme = useCallback(
    (theme: ThemeName) =>
      setPreference((current) => (current.theme === theme ? current : { ...current, theme })),
    [],
  );
  const setMode = useCallback(
    (mode: ModePreference) =>
      setPreference((current) => (current.mode === mode ? current : { ...current, mode })),
    [],
  );
  const value = useMemo(
    () => ({ ...preference, resolvedMode, setTheme, setMode }),
    [preference, resolvedMode, setTheme, setMode],
  );

  return (
    <AppThemeContext.Provider value={value}>
      <ThemeProvider theme={preference.theme} mode={resolvedMode} fill>
        {children}
      </ThemeProvider>
    </AppThemeContext.Provider>
  );
}
