import { describe, expect, it } from 'vitest';
import { BOOT_SNAPSHOT_KEY, forgetOthersBootSnapshot } from './boot-snapshot';

/** localStorage's shape over a Map (the web unit tests run in Node). */
function memoryStorage(entries: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  };
}

const picture = (user: string) =>
  JSON.stringify({
    v: 1,
    user,
    path: '/inbox',
    width: 1440,
    height: 900,
    styles: [],
    html: '<div>mail</div>',
  });

describe('forgetOthersBootSnapshot', () => {
  it("keeps the signed-in person's own picture", () => {
    const storage = memoryStorage({ [BOOT_SNAPSHOT_KEY]: picture('user:alice@issuer') });
    forgetOthersBootSnapshot('user:alice@issuer', storage);
    expect(storage.getItem(BOOT_SNAPSHOT_KEY)).toBe(picture('user:alice@issuer'));
  });

  it("forgets another person's picture, and any picture when no one is signed in", () => {
    const storage = memoryStorage({ [BOOT_SNAPSHOT_KEY]: picture('user:alice@issuer') });
    forgetOthersBootSnapshot('user:bob@issuer', storage);
    expect(storage.getItem(BOOT_SNAPSHOT_KEY)).toBeNull();
    storage.setItem(BOOT_SNAPSHOT_KEY, picture('user:alice@issuer'));
    forgetOthersBootSnapshot(null, storage);
    expect(storage.getItem(BOOT_SNAPSHOT_KEY)).toBeNull();
  });

  it('forgets a kept value that does not parse', () => {
    const storage = memoryStorage({ [BOOT_SNAPSHOT_KEY]: '{not json' });
    forgetOthersBootSnapshot('user:alice@issuer', storage);
    expect(storage.getItem(BOOT_SNAPSHOT_KEY)).toBeNull();
  });
});
