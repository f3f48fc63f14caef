import type { Plugin } from 'vite';

const INTL_STRINGS = /\/(?:react-aria|react-aria-components|react-stately)\/dist\/.+\/intlStrings\.mjs$/;

/**
 * Keeps only the en-US strings of react-aria's own texts (drag and drop announcements, 'Dismiss', ...): the app
 * is English only (every text is in the domain's `messages`), and the other 33 locales cost about 350 KB of
 * JavaScript, much of it on /inbox's startup path (issue 17). react-aria falls back to en-US for any other
 * browser language, so the page stays in one language. The same thing as
 * `@react-aria/optimize-locales-plugin` with `locales: ['en-US']`, for the one file shape react-aria ships.
 */
export function englishOnlyAriaStrings(): Plugin {
  return {
    name: 'switchboard:aria-locales',
    enforce: 'pre',
    transform(code, id) {
      if (!INTL_STRINGS.test(id.split('?')[0] ?? '')) return null;
      const kept = code
        .split('\n')
        .filter((line) => {
          const imported = /^import \S+ from "[^"]+\/([a-z]{2}-[A-Z]{2})\.mjs";$/.exec(line.trim());
          const listed = /^"([a-z]{2}-[A-Z]{2})": \S+,?$/.exec(line.trim());
          const locale = imported?.[1] ?? listed?.[1];
          return locale === undefined || locale === 'en-US';
        })
        .join('\n');
      return { code: kept, map: null };
    },
  };
}
