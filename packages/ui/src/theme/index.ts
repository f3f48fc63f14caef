export { contrastRatio, mix, readableOn, relativeLuminance } from './color';
export { type ThemeContextValue, ThemeProvider, type ThemeProviderProps, useTheme } from './ThemeProvider';
export { themeClasses } from './themes.css';
export {
  type ColorTokens,
  colorRoles,
  defaultThemeName,
  isThemeName,
  palettes,
  scale,
  type ThemeMode,
  type ThemeName,
  themeLabels,
  themeModes,
  themeNames,
  timing,
} from './tokens';
export { vars } from './vars.css';
