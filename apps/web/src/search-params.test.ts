import { describe, expect, it } from 'vitest';
import {
  numberParam,
  oneOfParam,
  pageSearch,
  presentParams,
  textListParam,
  textParam,
} from './search-params';

describe('search params', () => {
  it('keeps a page token of 1 to 512 characters and leaves out any other page', () => {
    expect(pageSearch({ page: 'tok' })).toEqual({ page: 'tok' });
    expect(pageSearch({ page: 'x'.repeat(512) })).toEqual({ page: 'x'.repeat(512) });
    expect(pageSearch({ page: 'x'.repeat(513) })).toEqual({});
    expect(pageSearch({ page: '' })).toEqual({});
    // The router parses `?page=12` as a number: not a token.
    expect(pageSearch({ page: 12 })).toEqual({});
    expect(pageSearch({ other: 'kept out' })).toEqual({});
  });

  it('trims text before measuring it when asked', () => {
    expect(textParam('  invoice  ', { trim: true, max: 7 })).toBe('invoice');
    expect(textParam('  invoice  ', { max: 7 })).toBeUndefined();
  });

  it('takes only one of the options', () => {
    expect(oneOfParam('reply_all', ['reply', 'reply_all'])).toBe('reply_all');
    expect(oneOfParam('REPLY', ['reply', 'reply_all'])).toBeUndefined();
  });

  it('drops a whole list when one item or the count is out of bounds', () => {
    expect(textListParam(['a', 'b'], 2, { min: 1 })).toEqual(['a', 'b']);
    expect(textListParam(['a', ''], 2, { min: 1 })).toBeUndefined();
    expect(textListParam(['a', 'b', 'c'], 2)).toBeUndefined();
    expect(textListParam('a', 2)).toBeUndefined();
  });

  it('reads a number from a number or its text, and nothing else', () => {
    expect(numberParam(1)).toBe(1);
    expect(numberParam('1')).toBe(1);
    expect(numberParam('one')).toBeUndefined();
    expect(numberParam(undefined)).toBeUndefined();
  });

  it('leaves out the params that were not read', () => {
    expect(presentParams({ a: 'x', b: undefined })).toEqual({ a: 'x' });
    expect('b' in presentParams({ a: 'x', b: undefined })).toBe(false);
  });
});
