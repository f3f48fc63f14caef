import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient, shareStructure } from '../src/index.js';

const row = (id: string, title = `Thread ${id}`) => ({
  id,
  type: 'new_message',
  thread: { id: `thr_${id}`, title, participants: [{ name: 'Nina' }], attachments: [] as string[] },
});
const page = (...data: ReturnType<typeof row>[]) => ({ data, meta: { total_count: data.length } });

describe('shareStructure: list items matched by id', () => {
  it('keeps every row that did not change the same object when a row leaves the page', () => {
    const before = page(row('a'), row('b'), row('c'), row('d'));
    const after = structuredClone(page(row('b'), row('c'), row('d')));
    const shared = shareStructure(before, after) as typeof before;
    expect(shared).toEqual(after);
    expect(shared.data[0]).toBe(before.data[1]);
    expect(shared.data[1]).toBe(before.data[2]);
    expect(shared.data[2]).toBe(before.data[3]);
    expect(shared).not.toBe(before);
  });

  it('keeps them when a row arrives at the top, and gives the new row as it came', () => {
    const before = page(row('b'), row('c'));
    const after = structuredClone(page(row('a'), row('b'), row('c')));
    const shared = shareStructure(before, after) as typeof before;
    expect(shared).toEqual(after);
    expect(shared.data[0]).toBe(after.data[0]);
    expect(shared.data.slice(1)).toEqual(before.data);
    expect(shared.data[1]).toBe(before.data[0]);
    expect(shared.data[2]).toBe(before.data[1]);
  });

  it('gives a changed row anew, keeping its unchanged parts', () => {
    const before = page(row('a'), row('b'));
    const after = structuredClone(page(row('a', 'Renamed'), row('b')));
    const shared = shareStructure(before, after) as typeof before;
    expect(shared.data[0]?.thread.title).toBe('Renamed');
    expect(shared.data[0]).not.toBe(before.data[0]);
    expect(shared.data[0]?.thread.participants).toBe(before.data[0]?.thread.participants);
    expect(shared.data[1]).toBe(before.data[1]);
  });

  it('answers the old value itself when nothing changed, and the new one for other kinds of values', () => {
    const before = page(row('a'), row('b'));
    expect(shareStructure(before, structuredClone(before))).toBe(before);
    const date = new Date(0);
    expect(shareStructure({ at: new Date(0) }, { at: date })).toEqual({ at: date });
    expect(shareStructure([1, 2], [1, 2, 3])).toEqual([1, 2, 3]);
    expect(shareStructure(undefined, before)).toBe(before);
  });

  it('matches by position where ids are missing or repeated', () => {
    const before = [
      { id: 'x', n: 1 },
      { id: 'x', n: 2 },
    ];
    const after = [{ id: 'x', n: 2 }];
    const shared = shareStructure(before, after) as typeof before;
    expect(shared).toEqual(after);
    const plain = [{ n: 1 }, { n: 2 }];
    const sharedPlain = shareStructure(plain, [{ n: 1 }, { n: 3 }]) as typeof plain;
    expect(sharedPlain[0]).toBe(plain[0]);
    expect(sharedPlain[1]).toEqual({ n: 3 });
  });

  it("is the app's query client's sharing: an optimistic removal keeps the other rows' objects", () => {
    for (const [client, kept] of [
      [createQueryClient(), true],
      [new QueryClient(), false],
    ] as const) {
      const before = page(row('a'), row('b'), row('c'));
      client.setQueryData(['inbox'], before);
      client.setQueryData(['inbox'], { ...before, data: before.data.slice(1) });
      const now = client.getQueryData<typeof before>(['inbox']);
      expect(now?.data.map((item) => item.id)).toEqual(['b', 'c']);
      // TanStack's own sharing (by position) makes every row after the removed one a new object.
      expect(now?.data[0] === before.data[1]).toBe(kept);
    }
  });
});
