import type { ThreadStatus } from './enums.js';

/*
 * The values of enums the app checks on its startup path, without zod (enums.ts builds the schemas from
 * them): a module that builds schemas puts zod on the path of whatever imports it (docs/ARCHITECTURE.md,
 * "What /inbox loads at start").
 */

/** Inbox categories, in the spec's order (primary first). */
export const CATEGORIES = ['primary', 'promotions', 'social', 'updates', 'forums'] as const;

/** The eight theme names; blue is the default. */
export const THEME_NAMES = ['blue', 'sand', 'purple', 'rose', 'navy', 'amber', 'coral', 'mint'] as const;
/** The default theme. */
export const DEFAULT_THEME: (typeof THEME_NAMES)[number] = 'blue';

/** Statuses that exist only for old data and are never offered in the status menu (every row's status). */
export const LEGACY_THREAD_STATUSES = ['open', 'resolved'] as const satisfies readonly ThreadStatus[];

/** Settings overlay section ids, in the order the overlay lists them (opens on my-team by default). */
export const SETTINGS_SECTIONS = [
  'my-team',
  'theme',
  'billing',
  'workspace',
  'notifications',
  'signature',
  'filters',
  'ai-options',
  // (ours) the mail accounts synced into the inbox (Gmail and IMAP).
  'email-accounts',
] as const;
