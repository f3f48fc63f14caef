import type { PathParams } from './define-endpoint.js';

/*
 * Paths of the contract, without zod: the client fills them on the startup path (the schemas load apart,
 * docs/ARCHITECTURE.md "What /inbox loads at start"), and the server matches requests with them.
 */

/** The header a cancellable mutation answers its cancel token in. */
export const CANCEL_TOKEN_HEADER = 'x-cancel-token';

const PARAM_PATTERN = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/** The `{param}` names of a path template, in order. */
export function pathParamNames(template: string): string[] {
  return Array.from(template.matchAll(PARAM_PATTERN), (match) => match[1] as string);
}

/**
 * Fills a path template: `buildPath(getThread, { thread_id: 'a b' })` gives `/threads/a%20b`.
 * Every param is URI-encoded; a missing or empty param throws.
 */
export function buildPath<TPath extends string>(
  endpoint: { path: TPath } | TPath,
  params: PathParams<TPath> | Record<string, string>,
): string {
  const template = typeof endpoint === 'string' ? endpoint : endpoint.path;
  const values = params as Record<string, string | undefined>;
  return template.replace(PARAM_PATTERN, (_match, name: string) => {
    const value = values[name];
    if (typeof value !== 'string' || value.length === 0) {
      throw new Error(`Missing path param "${name}" for ${template}`);
    }
    return encodeURIComponent(value);
  });
}

const matcherCache = new Map<string, { regex: RegExp; names: string[] }>();

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function matcherFor(template: string): { regex: RegExp; names: string[] } {
  const cached = matcherCache.get(template);
  if (cached) return cached;
  const names: string[] = [];
  let source = '';
  let last = 0;
  for (const match of template.matchAll(PARAM_PATTERN)) {
    source += escapeRegex(template.slice(last, match.index));
    // A param is one whole path segment's worth of characters: no '/' and no ':' (':' starts an action).
    source += '([^/:]+)';
    names.push(match[1] as string);
    last = (match.index ?? 0) + match[0].length;
  }
  source += escapeRegex(template.slice(last));
  const matcher = { regex: new RegExp(`^${source}$`), names };
  matcherCache.set(template, matcher);
  return matcher;
}

/**
 * Matches a request path against a template, exactly: `matchPath('/threads/{thread_id}', '/threads/t1')`
 * gives `{ thread_id: 't1' }`; `'/threads:star'` does not match `/threads/{thread_id}` and a param never
 * spans a `/` or a `:`. Params come back URI-decoded; a malformed escape is no match. A trailing slash is
 * tolerated on the request path.
 */
export function matchPath(template: string, pathname: string): Record<string, string> | null {
  const { regex, names } = matcherFor(template);
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  const match = regex.exec(path);
  if (!match) return null;
  const params: Record<string, string> = {};
  for (const [index, name] of names.entries()) {
    try {
      params[name] = decodeURIComponent(match[index + 1] as string);
    } catch {
      return null;
    }
  }
  return params;
}
