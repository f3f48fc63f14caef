import { createContext, type ReactNode, useContext, useLayoutEffect, useMemo } from 'react';
import './global.css';
import * as styles from './ThemeProvider.css';
import { themeClasses } from './themes.css';
import { defaultThemeName, isThemeName, type ThemeMode, type ThemeName } from './tokens';

export interface ThemeContextValue {
  theme: ThemeName;
  mode: ThemeMode;
  /** The theme class (vanilla-extract) of the current theme and mode. */
  className: string;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

/** The nearest theme, or the default (Blue, light) outside any provider. */
export function useTheme(): ThemeContextValue {
  return (
    useContext(ThemeContext) ?? { theme: defaultThemeName, mode: 'light', className: themeClasses.blue.light }
  );
}

export interface ThemeProviderProps {
  /** One of the spec's eight themes; unknown values fall back to Blue. */
  theme?: ThemeName;
  mode?: ThemeMode;
  /** Whether the wrapper fills its parent's height (an app shell); a story leaves it off. */
  fill?: boolean;
  children: ReactNode;
}

/**
 * Applies a theme to its subtree, and (as the outermost provider) to the document, so overlays that
 * react-aria portals into `document.body` (popovers, modals, tooltips, toasts) get the same theme.
 * Changing `theme` or `mode` restyles at once, without a reload. A nested provider themes only its subtree.
 */
export function ThemeProvider({
  theme = defaultThemeName,
  mode = 'light',
  fill = false,
  children,
}: ThemeProviderProps) {
  const parent = useContext(ThemeContext);
  const name = isThemeName(theme) ? theme : defaultThemeName;
  const resolvedMode: ThemeMode = mode === 'dark' ? 'dark' : 'light';
  const className = themeClasses[name][resolvedMode];
  const value = useMemo(
    () => ({ theme: name, mode: resolvedMode, className }),
    [name, resolvedMode, className],
  );
  const isOutermost = parent === null;

  useLayoutEffect(() => {
    if (!isOutermost || typeof document === 'undefined') return;
    const root = document.documentElement;
    const classes = className.split(' ');
    root.classList.add(...classes);
    root.dataset.theme = name;
    root.dataset.mode = resolvedMode;
    return () => {
      root.classList.remove(...classes);
      delete root.dataset.theme;
      delete root.dataset.mode;
    };
  }, [isOutermost, className, name, resolvedMode]);

  return (
    <ThemeContext.Provider value={value}>
      <div
        className={`${className} ${styles.root}${fill ? ` ${styles.fill}` : ''}`}
        data-theme={name}
        data-mode={resolvedMode}
      >
        {children}
      </div>
    </ThemeContext.Provider>
  );
}
