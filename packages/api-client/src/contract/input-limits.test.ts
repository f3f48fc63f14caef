import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  DueDateInputSchema,
  EpochMillisecondsSchema,
  EpochSecondsSchema,
  IsoDateTimeInputSchema,
} from './common-schemas.js';
import { endpoints as table } from './endpoints.js';
import {
  boundedList,
  boundedString,
  dateInputs,
  findNulByte,
  INPUT_LIMITS,
  numericInputs,
  unboundedInputs,
} from './input-limits.js';

describe('input limits: every request input of the contract is bounded', () => {
  it('gives every string of every path, query and body a maximum length and every list a maximum size', () => {
    const gaps = Object.entries(table).flatMap(([name, endpoint]) =>
      (['params', 'query', 'body'] as const).flatMap((part) =>
        unboundedInputs(endpoint[part] as z.ZodType | undefined).map((path) => `${name} ${part} ${path}`),
      ),
    );
    expect(gaps).toEqual([]);
  });

  it('finds an unbounded string, list or map value where there is one', () => {
    const schema = z.object({
      a: z.string(),
      b: z.array(z.string().max(3)),
      c: z.record(z.string().max(3), z.string()),
      d: z.string().max(3).optional(),
    });
    expect(unboundedInputs(schema)).toEqual(['a', 'b', 'c{}']);
  });

  it('drops duplicate ids from a list and refuses more than its maximum', () => {
    const list = boundedList(z.string(), 3);
    expect(list.parse(['a', 'b', 'a'])).toEqual(['a', 'b']);
    expect(list.safeParse(['a', 'b', 'c', 'd']).success).toBe(false);
  });

  it('refuses NUL bytes and overlong text', () => {
    expect(boundedString(5).safeParse('ab\u0000').success).toBe(false);
    expect(boundedString(5).safeParse('abcdef').success).toBe(false);
    expect(boundedString(5).safeParse('abc').success).toBe(true);
  });

  it('names where a NUL byte hides in a request (values and keys, at any depth)', () => {
    expect(findNulByte({ a: [{ b: 'ok' }, { c: 'x\u0000' }] })).toBe('a.1.c');
    expect(findNulByte({ 'k\u0000': 1 })).toBe('k\u0000');
    expect(findNulByte({ a: ['fine'], n: 3 })).toBeNull();
  });

  it('gives every number of every path, query and body a finite minimum and maximum', () => {
    const open = Object.entries(table).flatMap(([name, endpoint]) =>
      (['params', 'query', 'body'] as const).flatMap((part) =>
        numericInputs(endpoint[part] as z.ZodType | undefined)
          .filter((n) => !Number.isFinite(n.min) || !Number.isFinite(n.max))
          .map((n) => `${name} ${part} ${n.path}`),
      ),
    );
    expect(open).toEqual([]);
  });

  it('finds numbers and dates at any depth, with their bounds', () => {
    const schema = z.object({
      a: z.number().int().min(1).max(9),
      b: z.array(z.object({ c: z.coerce.number().max(5).optional() })),
      d: z.iso.datetime(),
      e: z.record(z.string(), z.iso.date()).optional(),
    });
    expect(numericInputs(schema)).toEqual([
      { path: 'a', min: 1, max: 9, int: true, coerced: false },
      { path: 'b[].c', min: Number.NEGATIVE_INFINITY, max: 5, int: false, coerced: true },
    ]);
    expect(dateInputs(schema)).toEqual([
      { path: 'd', format: 'datetime' },
      { path: 'e{}', format: 'date' },
    ]);
  });
});

describe('dates end with year 9999, whatever their unit', () => {
  it('takes epoch seconds up to 9999-12-31T23:59:59Z and refuses a millisecond figure', () => {
    expect(INPUT_LIMITS.lastDateSeconds * 1000).toBe(Date.parse('9999-12-31T23:59:59Z'));
    expect(EpochSecondsSchema.safeParse(253_402_300_799).success).toBe(true);
    expect(EpochSecondsSchema.safeParse(253_402_300_800).success).toBe(false);
    expect(EpochSecondsSchema.safeParse(1e13).success).toBe(false);
    expect(EpochSecondsSchema.safeParse(Date.parse('2026-06-15T12:00:00Z')).success).toBe(false);
  });

  it('takes epoch milliseconds up to 9999-12-31T23:59:59.999Z', () => {
    expect(INPUT_LIMITS.lastDateMs).toBe(Date.parse('9999-12-31T23:59:59.999Z'));
    expect(EpochMillisecondsSchema.safeParse(INPUT_LIMITS.lastDateMs).success).toBe(true);
    expect(EpochMillisecondsSchema.safeParse(INPUT_LIMITS.lastDateMs + 1).success).toBe(false);
    expect(EpochMillisecondsSchema.safeParse(1e16).success).toBe(false);
  });

  it('refuses an ISO date-time whose offset carries it past year 9999 or before year 1', () => {
    expect(IsoDateTimeInputSchema.safeParse('9999-12-31T23:59:59Z').success).toBe(true);
    expect(IsoDateTimeInputSchema.safeParse('9999-12-31T23:59:59-05:00').success).toBe(false);
    expect(IsoDateTimeInputSchema.safeParse('0001-01-01T00:00:00Z').success).toBe(true);
    expect(IsoDateTimeInputSchema.safeParse('0001-01-01T00:00:00+01:00').success).toBe(false);
  });

  it('takes calendar dates from year 1 to year 9999', () => {
    expect(DueDateInputSchema.safeParse('9999-12-31').success).toBe(true);
    expect(DueDateInputSchema.safeParse('10000-01-01').success).toBe(false);
    expect(DueDateInputSchema.safeParse('0001-01-01').success).toBe(true);
    expect(DueDateInputSchema.safeParse('0000-12-31').success).toBe(false);
  });
});
