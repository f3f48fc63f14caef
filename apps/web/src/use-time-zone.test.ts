import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentTimeZone } from './use-time-zone';

describe('currentTimeZone', () => {
  afterEach(() => vi.restoreAllMocks());

  it("is the browser's zone, read again once a minute has passed (a changed device setting shows then)", () => {
    let zone = 'Europe/Paris';
    const read = vi
      .spyOn(Intl, 'DateTimeFormat')
      .mockImplementation(
        () => ({ resolvedOptions: () => ({ timeZone: zone }) }) as unknown as Intl.DateTimeFormat,
      );
    const start = 10_000_000;
    expect(currentTimeZone(start)).toBe('Europe/Paris');
    zone = 'America/New_York';
    expect(currentTimeZone(start + 59_000)).toBe('Europe/Paris');
    expect(read).toHaveBeenCalledTimes(1);
    expect(currentTimeZone(start + 60_000)).toBe('America/New_York');
    // A clock set back is read again too.
    zone = 'Asia/Tokyo';
    expect(currentTimeZone(start)).toBe('Asia/Tokyo');
    expect(read).toHaveBeenCalledTimes(3);
  });
});
