import { createTheme, style } from '@vanilla-extract/css';
import { palettes, scale, type ThemeMode, type ThemeName, themeModes, themeNames } from './tokens';
import { vars } from './vars.css';

function buildTheme(name: ThemeName, mode: ThemeMode): string {
  const tokens = createTheme(vars, { color: palettes[name][mode], ...scale }, `${name}-${mode}`);
  const scheme = style(
    {
      colorScheme: mode,
      '@media': {
        '(prefers-reduced-motion: reduce)': {
          vars: {
            [vars.motion.duration.fast]: '0ms',
            [vars.motion.duration.normal]: '0ms',
            [vars.motion.duration.slow]: '0ms',
          },
        },
      },
    },
    `${name}-${mode}-scheme`,
  );
  return `${tokens} ${scheme}`;
}

/** The sixteen theme classes: `themeClasses.blue.light`, ..., `themeClasses.mint.dark`. */
export const themeClasses: Record<ThemeName, Record<ThemeMode, string>> = Object.fromEntries(
  themeNames.map((name) => [
    name,
    Object.fromEntries(themeModes.map((mode) => [mode, buildTheme(name, mode)])),
  ]),
) as Record<ThemeName, Record<ThemeMode, string>>;
