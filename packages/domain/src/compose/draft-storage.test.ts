import { describe, expect, it } from 'vitest';
import type { Draft } from '../model/draft.js';
import { parseStoredDrafts, serializeDrafts } from './draft-storage.js';

const draft: Draft = {
  id: 'new_thread:abc',
  origin: 'new_thread',
  threadId: null,
  messageId: null,
  channelId: null,
  title: 'Lunch',
  content: '<p>Friday?</p>',
  recipients: { to: [{ kind: 'external_user', email: 'bob@acme.example' }], cc: [], bcc: [] },
  stagedAttachments: [],
  committedAttachments: [],
  updatedAt: '2026-05-01T10:00:00.000Z',
  signatureButtonPressed: false,
};

describe('drafts stored locally (version 1)', () => {
  it('reads back what it wrote', () => {
    expect(parseStoredDrafts(serializeDrafts({ [draft.id]: draft }))).toEqual({ [draft.id]: draft });
  });
  it('reads nothing stored, broken JSON or another version as no drafts', () => {
    expect(parseStoredDrafts(null)).toEqual({});
    expect(parseStoredDrafts('{oops')).toEqual({});
    expect(parseStoredDrafts(JSON.stringify({ version: 2, drafts: { [draft.id]: draft } }))).toEqual({});
  });
  it('drops drafts that do not match the schema, sit under another id, or are empty', () => {
    const empty = {
      ...draft,
      id: 'new_thread:e',
      title: '',
      content: '<p></p>',
      recipients: { to: [], cc: [], bcc: [] },
    };
    const text = JSON.stringify({
      version: 1,
      drafts: { bad: { id: 'bad' }, other: draft, [empty.id]: empty, [draft.id]: draft },
    });
    expect(Object.keys(parseStoredDrafts(text))).toEqual([draft.id]);
  });
});
