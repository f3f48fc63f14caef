import { z } from 'zod';

/**
 * Limits every request input has, declared once here and used by the contract's schemas, so the server
 * refuses oversized or hostile input at the edge (bad_request naming the field) before any handler or
 * query runs: every string has a maximum length, every list a maximum size, and no text holds a NUL byte.
 */
export const INPUT_LIMITS = {
  /** An id (path, query or body). */
  id: 128,
  /** A short name: label, channel, split, workspace, file name. */
  name: 200,
  /** A search query (the search index refuses words over 2,047 characters). */
  searchQuery: 1_000,
  /** A page token. */
  pageToken: 512,
  /** Free text that is not a message body: a description, a title, a reaction code. */
  text: 10_000,
  /** A message body (HTML); the request body itself is capped at 1 MB. */
  messageBody: 1_000_000,
  /** Ids or items in one list (bulk actions). */
  listItems: 500,
  /** The first instant a date input may name: 0001-01-01T00:00:00Z. */
  firstDateMs: -62_135_596_800_000,
  /** The last instant a date input in epoch milliseconds may name: 9999-12-31T23:59:59.999Z. */
  lastDateMs: 253_402_300_799_999,
  /** The last instant a date input in epoch seconds may name: 9999-12-31T23:59:59Z. */
  lastDateSeconds: 253_402_300_799,
} as const;

/** True when the text holds a NUL byte (PostgreSQL text cannot store one). */
export function hasNulByte(text: string): boolean {
  return text.includes('\u0000');
}

/** A string of at most `max` characters without NUL bytes. */
export function boundedString(max: number) {
  return z
    .string()
    .max(max)
    .refine((text) => !hasNulByte(text), 'Must not contain NUL bytes');
}

/** A list of at most {@link INPUT_LIMITS.listItems} items, duplicates dropped (first occurrence kept). */
export function boundedList<T extends z.ZodType>(item: T, max: number = INPUT_LIMITS.listItems) {
  return z
    .array(item)
    .max(max)
    .transform((items) => [...new Set(items)] as z.output<T>[]);
}

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

const BOUNDED_FORMATS = new Set(['datetime', 'date', 'time', 'uuid', 'guid', 'cuid', 'ulid']);

function hasMaxCheck(def: Def): boolean {
  const checks = (def.checks ?? []) as { _zod: { def: { check: string } } }[];
  return checks.some((c) => c._zod.def.check === 'max_length' || c._zod.def.check === 'length_equals');
}

/**
 * The dotted paths of a request schema's strings, lists and maps that have no maximum (the contract test
 * asserts there are none). Enums, literals, numbers, booleans and dates are bounded by nature.
 */
export function unboundedInputs(schema: z.ZodType | undefined, path = ''): string[] {
  if (!schema) return [];
  const def = defOf(schema);
  const at = path || '(root)';
  switch (def.type) {
    case 'string': {
      // ISO dates and times are bounded by their format.
      const format = (schema as unknown as { format?: string | null }).format;
      if (format && BOUNDED_FORMATS.has(format)) return [];
      return (schema as z.ZodString).maxLength === null && !hasMaxCheck(def) ? [at] : [];
    }
    case 'array':
      return [...(hasMaxCheck(def) ? [] : [at]), ...unboundedInputs(def.element as z.ZodType, `${path}[]`)];
    case 'record':
      // A map's size is bounded by the request body limit; its keys and values need their own maximum.
      return [
        ...unboundedInputs(def.keyType as z.ZodType, `${path}{key}`),
        ...unboundedInputs(def.valueType as z.ZodType, `${path}{}`),
      ];
    case 'object':
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, value]) =>
        unboundedInputs(value, path ? `${path}.${key}` : key),
      );
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return unboundedInputs(def.innerType as z.ZodType, path);
    case 'pipe': {
      // A piped value is bounded when either side bounds it (the input side is checked first).
      const outside = new Set(unboundedInputs(def.out as z.ZodType, path));
      return unboundedInputs(def.in as z.ZodType, path).filter((p) => outside.has(p));
    }
    case 'union':
      return (def.options as z.ZodType[]).flatMap((o) => unboundedInputs(o, path));
    case 'intersection':
      return [
        ...unboundedInputs(def.left as z.ZodType, path),
        ...unboundedInputs(def.right as z.ZodType, path),
      ];
    case 'lazy':
      return [];
    default:
      return [];
  }
}

/**
 * The leaves of a request schema (values of objects, lists and maps, through optional, default, pipe and
 * union wrappers), each given to `leaf` with its dotted path (`a.b`, `list[]`, `map{}`).
 */
function collectLeaves<T>(
  schema: z.ZodType | undefined,
  leaf: (schema: z.ZodType, def: Def, path: string) => T[],
  path = '',
): T[] {
  if (!schema) return [];
  const def = defOf(schema);
  const walk = (inner: unknown, at: string) => collectLeaves(inner as z.ZodType, leaf, at);
  switch (def.type) {
    case 'array':
      return walk(def.element, `${path}[]`);
    case 'record':
      return walk(def.valueType, `${path}{}`);
    case 'object':
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, value]) =>
        walk(value, path ? `${path}.${key}` : key),
      );
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return walk(def.innerType, path);
    case 'pipe':
      return [...walk(def.in, path), ...walk(def.out, path)];
    case 'union':
      return (def.options as z.ZodType[]).flatMap((option) => walk(option, path));
    case 'intersection':
      return [...walk(def.left, path), ...walk(def.right, path)];
    default:
      return leaf(schema, def, path || '(root)');
  }
}

/** A number a request may carry, with the bounds its schema gives it (±Infinity where it gives none). */
export interface NumericInput {
  path: string;
  min: number;
  max: number;
  int: boolean;
  /** A query-string number (`z.coerce.number()`): it arrives as text. */
  coerced: boolean;
}

/**
 * The numbers of a request schema, at any depth, with their bounds. The contract test asserts each has a
 * finite minimum and maximum; the hostile-input test sends values at and just past them.
 */
export function numericInputs(schema: z.ZodType | undefined): NumericInput[] {
  return collectLeaves(schema, (leaf, def, path) => {
    if (def.type !== 'number') return [];
    const number = leaf as z.ZodNumber;
    return [
      {
        path,
        min: number.minValue ?? Number.NEGATIVE_INFINITY,
        max: number.maxValue ?? Number.POSITIVE_INFINITY,
        int: number.isInt ?? false,
        coerced: def.coerce === true,
      },
    ];
  });
}

/**
 * The ISO dates and date-times (`format` `date` or `datetime`) of a request schema, at any depth: the
 * hostile-input test sends dates past year 9999 to each.
 */
export function dateInputs(schema: z.ZodType | undefined): { path: string; format: 'date' | 'datetime' }[] {
  return collectLeaves(schema, (leaf, def, path) => {
    const format = (leaf as unknown as { format?: string | null }).format;
    return def.type === 'string' && (format === 'date' || format === 'datetime') ? [{ path, format }] : [];
  });
}

/**
 * The dotted path of the first string (value or object key) holding a NUL byte in a request's params, query
 * or JSON body, or null. PostgreSQL text cannot hold one, so the server refuses it before anything runs.
 */
export function findNulByte(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return hasNulByte(value) ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findNulByte(item, path ? `${path}.${index}` : String(index));
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (hasNulByte(key)) return at;
      const found = findNulByte(item, at);
      if (found !== null) return found;
    }
  }
  return null;
}
