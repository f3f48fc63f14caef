import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoints } from './endpoints.js';
import { boundedList, boundedString, findNulByte, unboundedInputs } from './input-limits.js';

describe('input limits: every request input of the contract is bounded', () => {
  it('gives every string of every path, query and body a maximum length and every list a maximum size', () => {
    const gaps = Object.entries(endpoints).flatMap(([name, endpoint]) =>
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
    expect(findNulByte({ ['k\u0000']: 1 })).toBe('k\u0000');
    expect(findNulByte({ a: ['fine'], n: 3 })).toBeNull();
  });
});
