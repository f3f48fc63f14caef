/*
 * Readers of a route's search params, without zod: every route's `validateSearch` runs on the startup path
 * (docs/ARCHITECTURE.md, "What /inbox loads at start"). A param that is not what the route takes is left
 * out, as a hand-edited or outdated URL must never fail the route.
 */

interface TextBounds {
  /** Fewest characters (after trimming, when `trim`). */
  min?: number;
  /** Most characters (after trimming, when `trim`). */
  max?: number;
  /** Trims white space first. */
  trim?: boolean;
}

/** A text param within bounds, or `undefined`. */
export function textParam(
  value: unknown,
  { min = 0, max = Number.POSITIVE_INFINITY, trim = false }: TextBounds = {},
) {
  if (typeof value !== 'string') return undefined;
  const text = trim ? value.trim() : value;
  return text.length >= min && text.length <= max ? text : undefined;
}

/** A param that is one of `options`, or `undefined`. */
export function oneOfParam<const T extends string>(value: unknown, options: readonly T[]): T | undefined {
  return typeof value === 'string' && (options as readonly string[]).includes(value)
    ? (value as T)
    : undefined;
}

/** A list of texts within bounds, at most `maxItems` of them, or `undefined` (one bad item drops the list). */
export function textListParam(
  value: unknown,
  maxItems: number,
  bounds: TextBounds = {},
): string[] | undefined {
  if (!Array.isArray(value) || value.length > maxItems) return undefined;
  const texts = value.map((item) => textParam(item, bounds));
  return texts.every((text) => text !== undefined) ? texts : undefined;
}

/** A number param (a number, or text that is one), or `undefined`. */
export function numberParam(value: unknown): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}

/** The params read, without those left out: `{ page: undefined }` is `{}`. */
export function presentParams<T extends Record<string, unknown>>(
  params: T,
): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], undefined>;
  };
}

/** `page`: the page token of the page shown (absent: the first page), in every list's URL. */
export function pageSearch(search: Record<string, unknown>): { page?: string } {
  return presentParams({ page: textParam(search.page, { min: 1, max: 512 }) });
}
