/* Query strings without zod: the client writes them on the startup path (the query schemas are in query-params.ts). */

/** Writes a typed query object as a query string (without `?`); undefined and null values are left out. */
export function serializeQuery(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) search.set(key, value.map(String).join(','));
      continue;
    }
    search.set(key, value instanceof Date ? value.toISOString() : String(value));
  }
  return search.toString();
}

/** Reads a query string into the plain object the query schemas parse (a repeated key gives a list). */
export function parseQueryString(search: string | URLSearchParams): Record<string, string | string[]> {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const result: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    result[key] = values.length === 1 ? (values[0] as string) : values;
  }
  return result;
}
