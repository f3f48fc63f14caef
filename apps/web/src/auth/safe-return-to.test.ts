import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './auth';

describe('safeReturnTo', () => {
  it('keeps an in-app path with its search', () => {
    expect(safeReturnTo('/threads/thr_1?focus=compose')).toBe('/threads/thr_1?focus=compose');
  });

  it('sends a missing path to the inbox', () => {
    expect(safeReturnTo(undefined)).toBe('/inbox');
    expect(safeReturnTo('')).toBe('/inbox');
  });

  it('refuses other origins, protocol-relative and backslash tricks (no open redirect)', () => {
    expect(safeReturnTo('https://evil.example/')).toBe('/inbox');
    expect(safeReturnTo('//evil.example/inbox')).toBe('/inbox');
    expect(safeReturnTo('/\\evil.example')).toBe('/inbox');
    expect(safeReturnTo('javascript:alert(1)')).toBe('/inbox');
  });

  it('never returns to sign-in or the callback (that would loop)', () => {
    expect(safeReturnTo('/signin?redirect=/inbox')).toBe('/inbox');
    expect(safeReturnTo('/auth/callback?code=x')).toBe('/inbox');
  });
});
