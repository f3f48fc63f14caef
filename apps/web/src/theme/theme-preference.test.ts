import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createThemePreferenceWriter,
  readThemePreference,
  resolveMode,
  THEME_STORAGE_KEY,
  writeThemePreference,
} from './theme-preference';

function memory() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('theme preference', () => {
  it('starts on Blue following the system when nothing is stored, or when what is stored is broken', () => {
    const storage = memory();
    expect(readThemePreference(storage)).toEqual({ theme: 'blue', mode: 'system' });
    storage.setItem(THEME_STORAGE_KEY, '{not json');
    expect(readThemePreference(storage)).toEqual({ theme: 'blue', mode: 'system' });
    storage.setItem(THEME_STORAGE_KEY, JSON.stringify({ theme: 'plaid', mode: 'sepia' }));
    expect(readThemePreference(storage)).toEqual({ theme: 'blue', mode: 'system' });
  });

  it('reads back what was written, with the classes the start script applies', () => {
    const storage = memory();
    writeThemePreference(
      { theme: 'mint', mode: 'dark' },
      'dark',
      { light: 'mint-l', dark: 'mint-d' },
      storage,
    );
    expect(readThemePreference(storage)).toEqual({ theme: 'mint', mode: 'dark' });
    const stored = JSON.parse(storage.getItem(THEME_STORAGE_KEY) ?? '{}');
    expect(stored.resolved).toBe('dark');
    expect(stored.classes).toEqual({ light: 'mint-l', dark: 'mint-d' });
  });

  it('follows the system only when the user has not chosen', () => {
    expect(resolveMode('system', true)).toBe('dark');
    expect(resolveMode('system', false)).toBe('light');
    expect(resolveMode('light', true)).toBe('light');
    expect(resolveMode('dark', false)).toBe('dark');
  });
});

describe('the local save of the theme', () => {
  afterEach(() => vi.useRealTimers());

  it('waits 500 ms after the last change, and writes only the last one', () => {
    vi.useFakeTimers();
    const storage = memory();
    const writer = createThemePreferenceWriter(storage);
    const classes = { light: 'l', dark: 'd' };
    writer.schedule({ theme: 'mint', mode: 'system' }, 'light', classes);
    vi.advanceTimersByTime(300);
    writer.schedule({ theme: 'rose', mode: 'system' }, 'light', classes);
    vi.advanceTimersByTime(499);
    expect(storage.getItem(THEME_STORAGE_KEY)).toBeNull();
    vi.advanceTimersByTime(1);
    expect(readThemePreference(storage)).toEqual({ theme: 'rose', mode: 'system' });
  });

  it('writes what is pending at once when the page goes away', () => {
    vi.useFakeTimers();
    const storage = memory();
    const writer = createThemePreferenceWriter(storage);
    writer.schedule({ theme: 'mint', mode: 'dark' }, 'dark', { light: 'l', dark: 'd' });
    writer.flush();
    expect(readThemePreference(storage)).toEqual({ theme: 'mint', mode: 'dark' });
    // Nothing is written twice: a later change starts its own wait.
    writer.flush();
    writer.schedule({ theme: 'blue', mode: 'dark' }, 'dark', { light: 'l', dark: 'd' });
    expect(readThemePreference(storage)).toEqual({ theme: 'mint', mode: 'dark' });
  });
});
