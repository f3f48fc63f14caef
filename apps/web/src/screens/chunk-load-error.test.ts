import { describe, expect, it, vi } from 'vitest';
import { chunkLoadErrorText, reloadAfterChunkError } from './chunk-load-error';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    clear: () => map.clear(),
    key: () => null,
    get length() {
      return map.size;
    },
  };
}

describe('chunkLoadErrorText (spec doc 2 section 8, "Script chunk load failure")', () => {
  it("reads a module that failed to download as 'Loading chunk failed'", () => {
    expect(
      chunkLoadErrorText(
        new TypeError('Failed to fetch dynamically imported module: http://x/assets/inbox-abc.js'),
      ),
    ).toBe('Loading chunk failed');
    const named = new Error('Loading chunk 42 failed.');
    named.name = 'ChunkLoadError';
    expect(chunkLoadErrorText(named)).toBe('Loading chunk failed');
  });

  it("reads a stylesheet that failed as 'Loading CSS chunk failed'", () => {
    expect(chunkLoadErrorText(new Error('Unable to preload CSS for /assets/app.css'))).toBe(
      'Loading CSS chunk failed',
    );
  });

  it('leaves every other error alone', () => {
    expect(chunkLoadErrorText(new Error('An error occurred, please try again later.'))).toBeNull();
    expect(chunkLoadErrorText('Loading chunk 1 failed')).toBeNull();
  });
});

describe('reloadAfterChunkError', () => {
  it('reloads once, then not again within a minute, then again later', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadAfterChunkError(1_000_000, storage, reload)).toBe(true);
    expect(reloadAfterChunkError(1_030_000, storage, reload)).toBe(false);
    expect(reloadAfterChunkError(1_070_000, storage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
