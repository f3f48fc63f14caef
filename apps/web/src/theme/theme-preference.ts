import { type ThemeName, ThemeNameSchema } from '@switchboard/domain';

export type ThemeMode = 'light' | 'dark';

const isThemeName = (value: unknown): value is ThemeName => ThemeNameSchema.safeParse(value).success;

/** Light or dark: following the system, or the user's own choice (kept on this device). */
export type ModePreference = 'system' | ThemeMode;

export interface ThemePreference {
  theme: ThemeName;
  mode: ModePreference;
}

/** The localStorage key the start script in index.html reads too (keep them in step). */
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
 * Remembers the theme, with the classes of the resolved theme and mode, so that the start script of
 * index.html applies them before the first paint (no flash of the default theme).
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

/** The mode to show: the user's choice, or the system's when they follow it. */
export function resolveMode(mode: ModePreference, systemPrefersDark: boolean): ThemeMode {
  if (mode === 'system') return systemPrefersDark ? 'dark' : 'light';
  return mode;
}
