import { ApiError } from '@switchboard/api-client';
import { describe, expect, it } from 'vitest';
import { type DraftThreadState, staleDrafts } from './stale-drafts';

const error = (type: 'not_found' | 'network' | 'internal') =>
  new ApiError({ type, message: type, status: type === 'network' ? null : 404, endpoint: 'getThread' });

describe('staleDrafts (spec: drafts whose thread is trashed or gone are deleted automatically)', () => {
  const drafts = [
    { id: 'thread:trashed', threadId: 'trashed' },
    { id: 'thread:gone', threadId: 'gone' },
    { id: 'thread:alive', threadId: 'alive' },
    { id: 'new_thread:x', threadId: null },
    { id: 'thread:loading', threadId: 'loading' },
    { id: 'thread:offline', threadId: 'offline' },
    { id: 'thread:broken', threadId: 'broken' },
  ];
  const states: Record<string, DraftThreadState> = {
    trashed: { data: { trashed_date: '2026-11-20T10:00:00.000Z' } },
    gone: { error: error('not_found') },
    alive: { data: { trashed_date: null } },
    loading: {},
    offline: { error: error('network') },
    broken: { error: error('internal') },
  };

  it('deletes the drafts of a trashed thread and of a thread the server no longer finds', () => {
    expect(staleDrafts(drafts, (id) => states[id])).toEqual(['thread:trashed', 'thread:gone']);
  });

  it('keeps a draft while its thread loads, when it cannot be loaded for another reason, and without a thread', () => {
    const kept = staleDrafts(drafts, (id) => states[id]);
    for (const id of ['thread:alive', 'new_thread:x', 'thread:loading', 'thread:offline', 'thread:broken'])
      expect(kept).not.toContain(id);
    expect(staleDrafts(drafts, () => undefined)).toEqual([]);
  });
});
