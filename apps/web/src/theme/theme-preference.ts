import { SETTINGS_SAVE_DEBOUNCE_MS, THEME_NAMES, type ThemeName } from '@switchboard/domain';

export type ThemeMode = 'light' | 'dark';

const isThemeName = (value: unknown): value is ThemeName =>
  typeof value === 'string' && (THEME_NAMES as readonly string[]).includes(value);

/** Light or dark: following the system, or the user's own choice (kept on this device). */
export type ModePreference = 'system' | ThemeMode;

export interface ThemePreference {
  theme: ThemeName;
  mode: ModePreference;
}

/** The localStorage key the start script (public/theme-start.js) reads too (keep them in step). */
export const THEME_STORAGE_KEY = 'switchboard.theme';

const fallback: ThemePreference = { theme: 'blue', mode: 'system' };

/** What this device remembers (the user's settings replace the theme once they load). */
export function readThemePreference(storage: Pick<Storage, 'getItem'> = localStorage): ThemePreference {
  try {
    const raw = JSON.parse(storage.getItem(THEME_STORAGE_KEY) ?? 'null') as Partial<ThemePreference> | null;
    return {
      theme: raw && isThemeName(raw.theme) ? raw.theme : fallback.theme,
      mode: raw?.mode === 'light' || raw?.mode === 'dark' ? raw.mode : 'system',
    };
  } catch {
    return fallback;
  }
}

/**
 * Remembers the theme, with the classes of the resolved theme and mode, so that the start script
 * (public/theme-start.js) applies them before the first paint (no flash of the default theme).
 */
export function writeThemePreference(
  preference: ThemePreference,
  resolvedMode: ThemeMode,
  /** The theme's classes (the kit's `themeClasses[theme]`). */
  classes: Record<ThemeMode, string>,
  storage: Pick<Storage, 'setItem'> = localStorage,
) {
  try {
    storage.setItem(
      THEME_STORAGE_KEY,
      JSON.stringify({
        ...preference,
        classes,
        resolved: resolvedMode,
      }),
    );
  } catch {
    // Private mode or a full storage: the theme still applies, only the next start may flash.
  }
}

export interface ThemePreferenceWriter {
  /** Remembers this preference 500 ms after the last call (a run of arrow keys in the picker writes once). */
  schedule: (
    preference: ThemePreference,
    resolvedMode: ThemeMode,
    classes: Record<ThemeMode, string>,
  ) => void;
  /** Writes what is pending now (the page is going away). */
  flush: () => void;
}

/**
 * The local save of the theme, debounced by the spec's 500 ms (doc 2: settings are saved locally with a
 * 500 ms debounce, theme only). The theme itself applies on screen at once; only the write waits.
 */
export function createThemePreferenceWriter(
  storage: Pick<Storage, 'setItem'> = localStorage,
  delayMs: number = SETTINGS_SAVE_DEBOUNCE_MS,
): ThemePreferenceWriter {
  let pending: { timer: ReturnType<typeof setTimeout>; write: () => void } | null = null;
  const flush = () => {
    if (!pending) return;
    clearTimeout(pending.timer);
    const { write } = pending;
    pending = null;
    write();
  };
  return {
    schedule(preference, resolvedMode, classes) {
      if (pending) clearTimeout(pending.timer);
      const write = () => writeThemePreference(preference, resolvedMode, classes, storage);
      pending = {
        write,
        timer: setTimeout(() => {
          pending = null;
          write();
        }, delayMs),
      };
    },
    flush,
  };
}

/** The mode to show: the user's choice, or the system's when they follow it. */
export function resolveMode(mode: ModePreference, systemPrefersDark: boolean): ThemeMode {
  if (mode === 'system') return systemPrefersDark ? 'dark' : 'light';
  return mode;
}
