/**
 * The design tokens as plain data. `vars.css.ts` turns their shape into the vanilla-extract contract and
 * `themes.css.ts` turns each palette into a theme class; tests read the same data (e.g. WCAG contrast).
 */
import {
  DEFAULT_THEME,
  DIALOG_REMOVE_DELAY_MS,
  messages,
  THEME_NAMES,
  type ThemeName,
  TOOLTIP_DELAY_MS,
} from '@switchboard/domain';
import { mix } from './color';

export type { ThemeName };

/** The spec's eight themes, in the spec's order (the domain's `THEME_NAMES`, without zod). Blue is the default. */
export const themeNames: readonly ThemeName[] = THEME_NAMES;
export const defaultThemeName: ThemeName = DEFAULT_THEME;

export const themeModes = ['light', 'dark'] as const;
export type ThemeMode = (typeof themeModes)[number];

/** Display names, as the spec writes them (from the domain catalogue). */
export const themeLabels: Record<ThemeName, string> = messages.settings.theme.names;

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && (themeNames as readonly string[]).includes(value);
}

/** Every colour role of the contract. Values are six-digit hex, except `overlay` (a translucent scrim). */
export interface ColorTokens {
  /** The app background. */
  bg: string;
  /** Panels on the background: sidebar, top bar, list. */
  surface: string;
  /** Floating surfaces: popovers, menus, dialogs, toasts, cards. */
  surfaceRaised: string;
  /** Wells: inputs, code, skeleton tracks. */
  surfaceSunken: string;
  text: string;
  textMuted: string;
  /** Text on `inverseSurface` (tooltips, neutral toasts). */
  textInverse: string;
  inverseSurface: string;
  border: string;
  /** Borders that must be seen (form controls): at least 3:1 on the background. */
  borderStrong: string;
  accent: string;
  accentHover: string;
  accentPressed: string;
  /** Accent-coloured text (links, active items) on the neutral surfaces. */
  accentText: string;
  /** Text and icons on `accent`. */
  onAccent: string;
  /** Soft accent fill (badges, current item). */
  accentSurface: string;
  focusRing: string;
  danger: string;
  dangerHover: string;
  onDanger: string;
  dangerText: string;
  dangerSurface: string;
  success: string;
  successText: string;
  successSurface: string;
  warning: string;
  warningText: string;
  warningSurface: string;
  /** Selected rows and items. */
  selected: string;
  /** Hovered rows and items. */
  hover: string;
  pressed: string;
  skeleton: string;
  skeletonHighlight: string;
  overlay: string;
  /** Six soft fills for avatar initials; `text` reads on each. */
  avatar1: string;
  avatar2: string;
  avatar3: string;
  avatar4: string;
  avatar5: string;
  avatar6: string;
}

export const colorRoles = [
  'bg',
  'surface',
  'surfaceRaised',
  'surfaceSunken',
  'text',
  'textMuted',
  'textInverse',
  'inverseSurface',
  'border',
  'borderStrong',
  'accent',
  'accentHover',
  'accentPressed',
  'accentText',
  'onAccent',
  'accentSurface',
  'focusRing',
  'danger',
  'dangerHover',
  'onDanger',
  'dangerText',
  'dangerSurface',
  'success',
  'successText',
  'successSurface',
  'warning',
  'warningText',
  'warningSurface',
  'selected',
  'hover',
  'pressed',
  'skeleton',
  'skeletonHighlight',
  'overlay',
  'avatar1',
  'avatar2',
  'avatar3',
  'avatar4',
  'avatar5',
  'avatar6',
] as const satisfies readonly (keyof ColorTokens)[];

interface ThemeSeed {
  /** Accent used in light mode (carries white text). */
  accentLight: string;
  /** Accent used in dark mode (carries dark text). */
  accentDark: string;
  /** Hue that tints the neutrals. */
  tint: string;
  /** How strongly the neutrals are tinted (0..1). */
  tintStrength: number;
}

const seeds: Record<ThemeName, ThemeSeed> = {
  blue: { accentLight: '#1f5fcf', accentDark: '#8ab4ff', tint: '#3b6fd8', tintStrength: 1 },
  sand: { accentLight: '#85561d', accentDark: '#e3c08d', tint: '#b08a55', tintStrength: 1.4 },
  purple: { accentLight: '#6a3fc4', accentDark: '#bda3ff', tint: '#7a55d0', tintStrength: 1 },
  rose: { accentLight: '#b0245a', accentDark: '#ff9cbf', tint: '#c0507a', tintStrength: 0.9 },
  navy: { accentLight: '#1d3d85', accentDark: '#9bb8f2', tint: '#24407f', tintStrength: 1.8 },
  amber: { accentLight: '#9a4b00', accentDark: '#ffbd5c', tint: '#c07a1a', tintStrength: 1 },
  coral: { accentLight: '#b23a26', accentDark: '#ffa08c', tint: '#d0644e', tintStrength: 0.9 },
  mint: { accentLight: '#0b7557', accentDark: '#63dcb2', tint: '#2c9c7a', tintStrength: 1 },
};

const WHITE = '#ffffff';
const avatarHues = ['#3b82f6', '#10b981', '#f59e0b', '#ef4444', '#8b5cf6', '#ec4899'] as const;

function avatars(base: string, amount: number): Pick<ColorTokens, `avatar${1 | 2 | 3 | 4 | 5 | 6}`> {
  const [a1, a2, a3, a4, a5, a6] = avatarHues.map((hue) => mix(base, hue, amount)) as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  return { avatar1: a1, avatar2: a2, avatar3: a3, avatar4: a4, avatar5: a5, avatar6: a6 };
}
const BLACK = '#000000';

function lightPalette({ accentLight: accent, tint, tintStrength: k }: ThemeSeed): ColorTokens {
  const bg = mix(WHITE, tint, 0.025 * k);
  const text = mix('#14161b', tint, 0.12 * k);
  return {
    bg,
    surface: mix(WHITE, tint, 0.05 * k),
    surfaceRaised: WHITE,
    surfaceSunken: mix(WHITE, tint, 0.08 * k),
    text,
    textMuted: mix('#535a68', tint, 0.12 * k),
    textInverse: mix(WHITE, tint, 0.04 * k),
    inverseSurface: mix('#1b1e24', tint, 0.12 * k),
    border: mix('#dcdfe5', tint, 0.08 * k),
    borderStrong: mix('#7d8494', tint, 0.1 * k),
    accent,
    accentHover: mix(accent, BLACK, 0.12),
    accentPressed: mix(accent, BLACK, 0.22),
    accentText: accent,
    onAccent: WHITE,
    accentSurface: mix(WHITE, accent, 0.12),
    focusRing: accent,
    danger: '#c0262d',
    dangerHover: '#a11f25',
    onDanger: WHITE,
    dangerText: '#b0232a',
    dangerSurface: '#fdecec',
    success: '#1d7a3a',
    successText: '#196b33',
    successSurface: '#e6f4ea',
    warning: '#a35200',
    warningText: '#8f4700',
    warningSurface: '#fff3e0',
    selected: mix(WHITE, accent, 0.11),
    hover: mix(bg, text, 0.05),
    pressed: mix(bg, text, 0.1),
    skeleton: mix(bg, text, 0.08),
    skeletonHighlight: mix(bg, text, 0.03),
    overlay: 'rgb(12 14 20 / 0.45)',
    ...avatars(WHITE, 0.22),
  };
}

function darkPalette({ accentDark: accent, tint, tintStrength: k }: ThemeSeed): ColorTokens {
  const bg = mix('#101216', tint, 0.06 * k);
  const text = mix('#eceef3', tint, 0.04 * k);
  return {
    bg,
    surface: mix('#16191e', tint, 0.07 * k),
    surfaceRaised: mix('#1e2128', tint, 0.09 * k),
    surfaceSunken: mix('#0b0c0f', tint, 0.05 * k),
    text,
    textMuted: mix('#a4abb8', tint, 0.08 * k),
    textInverse: mix('#14161b', tint, 0.1 * k),
    inverseSurface: mix('#eceef3', tint, 0.04 * k),
    border: mix('#2c3038', tint, 0.1 * k),
    borderStrong: mix('#737b8b', tint, 0.1 * k),
    accent,
    accentHover: mix(accent, WHITE, 0.15),
    accentPressed: mix(accent, WHITE, 0.28),
    accentText: accent,
    onAccent: '#0d0f13',
    accentSurface: mix(bg, accent, 0.2),
    focusRing: accent,
    danger: '#ff8a84',
    dangerHover: '#ffa6a1',
    onDanger: '#1a0a0a',
    dangerText: '#ff9a94',
    dangerSurface: mix(bg, '#ff5a52', 0.16),
    success: '#6cd48e',
    successText: '#7ddb9c',
    successSurface: mix(bg, '#3ccf6e', 0.14),
    warning: '#ffbf66',
    warningText: '#ffc67a',
    warningSurface: mix(bg, '#ffa31a', 0.14),
    selected: mix(bg, accent, 0.16),
    hover: mix(bg, WHITE, 0.06),
    pressed: mix(bg, WHITE, 0.11),
    skeleton: mix(bg, WHITE, 0.09),
    skeletonHighlight: mix(bg, WHITE, 0.15),
    overlay: 'rgb(0 0 0 / 0.6)',
    ...avatars(bg, 0.32),
  };
}

/** Every theme's palette in both modes. */
export const palettes: Record<ThemeName, Record<ThemeMode, ColorTokens>> = Object.fromEntries(
  themeNames.map((name) => [name, { light: lightPalette(seeds[name]), dark: darkPalette(seeds[name]) }]),
) as Record<ThemeName, Record<ThemeMode, ColorTokens>>;

/** Tokens that do not change with the theme. */
export const scale = {
  space: {
    none: '0',
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
    xxxl: '48px',
  },
  size: {
    iconSm: '14px',
    iconMd: '16px',
    iconLg: '20px',
    controlSm: '28px',
    controlMd: '32px',
    controlLg: '40px',
    avatarSm: '20px',
    avatarMd: '28px',
    avatarLg: '40px',
    dialogSm: '400px',
    dialogMd: '520px',
    dialogLg: '700px',
    /** The Split Inboxes dialog (spec: max 660 px). */
    dialogSplit: '660px',
    /** The filters list (spec: max 300 px). */
    filtersListMaxHeight: '300px',
    popoverMaxHeight: '13.75rem',
    tooltipMaxWidth: '280px',
    toastWidth: '380px',
  },
  radius: {
    none: '0',
    sm: '4px',
    md: '6px',
    lg: '10px',
    xl: '14px',
    full: '9999px',
  },
  border: {
    thin: '1px',
    thick: '2px',
  },
  font: {
    family: {
      body: "Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
      mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
    },
    size: {
      xs: '11px',
      sm: '12px',
      md: '14px',
      lg: '16px',
      xl: '20px',
      xxl: '24px',
    },
    weight: {
      regular: '400',
      medium: '500',
      semibold: '600',
      bold: '700',
    },
    lineHeight: {
      tight: '1.2',
      normal: '1.45',
      relaxed: '1.6',
    },
  },
  elevation: {
    none: 'none',
    sm: '0 1px 2px rgb(0 0 0 / 0.08)',
    md: '0 4px 12px rgb(0 0 0 / 0.12), 0 1px 3px rgb(0 0 0 / 0.08)',
    lg: '0 12px 32px rgb(0 0 0 / 0.18), 0 2px 6px rgb(0 0 0 / 0.1)',
  },
  motion: {
    duration: {
      instant: '0ms',
      fast: '120ms',
      normal: '200ms',
      slow: '300ms',
      /** The spec: "Dialog removed 500 ms after closing". */
      dialogExit: `${DIALOG_REMOVE_DELAY_MS}ms`,
    },
    easing: {
      standard: 'cubic-bezier(0.2, 0, 0, 1)',
      enter: 'cubic-bezier(0, 0, 0.2, 1)',
      exit: 'cubic-bezier(0.4, 0, 1, 1)',
    },
  },
  zIndex: {
    base: '0',
    raised: '1',
    sticky: '10',
    dropdown: '100',
    overlay: '200',
    modal: '300',
    popover: '400',
    toast: '500',
    tooltip: '600',
  },
} as const;

/** Time constants the primitives use (the spec's numbers). */
export const timing = {
  /** The spec: "Tooltip delay 300 ms". */
  tooltipDelayMs: TOOLTIP_DELAY_MS,
  /** The spec: "Dialog removed 500 ms after closing". */
  dialogExitMs: DIALOG_REMOVE_DELAY_MS,
} as const;
