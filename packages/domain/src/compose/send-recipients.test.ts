import { describe, expect, it } from 'vitest';
import type { Contact } from '../model/common.js';
import {
  defaultReplyRecipients,
  recipientAddresses,
  recipientCount,
  sendRecipients,
} from './send-recipients.js';

const bob: Contact = {
  id: 'u-bob',
  type: 'user',
  email: 'bob@acme.example',
  display_name: 'Bob Chen',
  picture_url: null,
};
const zoe: Contact = {
  id: 'c-zoe',
  type: 'external_user',
  email: 'zoe@out.example',
  display_name: null,
  picture_url: null,
};

describe('send recipients', () => {
  it('users go as internal recipients, addresses as external ones, channels as channel ids', () => {
    expect(
      sendRecipients({
        to: [
          { kind: 'user', id: 'u-bob', email: 'bob@acme.example', name: 'Bob' },
          { kind: 'channel', id: 'ch1', name: 'Support', iconSetName: null },
        ],
        cc: [{ kind: 'external_user', email: 'zoe@out.example', name: 'Zoe' }],
        bcc: [
          { kind: 'external_user', email: 'x@out.example', name: 'x@out.example' },
          { kind: 'channel', id: 'ch1', name: 'Support', iconSetName: null },
        ],
      }),
    ).toEqual({
      internal_recipients: [{ user_id: 'u-bob', type: 'to' }],
      external_recipients: [
        { email: 'zoe@out.example', name: 'Zoe', type: 'cc' },
        { email: 'x@out.example', type: 'bcc' },
      ],
      channel_ids: ['ch1'],
    });
  });
  it('counts people and channels of every field', () => {
    expect(recipientCount({ to: [], cc: [], bcc: [] })).toBe(0);
    expect(recipientCount(defaultReplyRecipients({ to: [bob], cc: [zoe], bcc: [] }, 'reply_all'))).toBe(2);
  });
});

describe('default recipients of a reply, reply all and forward', () => {
  const next = { to: [bob], cc: [zoe], bcc: [] };
  it('reply answers the To of the next message; reply all keeps Cc and Bcc; forward starts empty', () => {
    expect(defaultReplyRecipients(next, 'reply')).toEqual({
      to: [{ kind: 'user', id: 'u-bob', email: 'bob@acme.example', name: 'Bob Chen' }],
      cc: [],
      bcc: [],
    });
    expect(defaultReplyRecipients(next, 'reply_all').cc).toEqual([
      { kind: 'external_user', email: 'zoe@out.example' },
    ]);
    expect(defaultReplyRecipients(next, 'forward')).toEqual({ to: [], cc: [], bcc: [] });
  });
  it('compares as addresses, leaving channels out', () => {
    expect(
      recipientAddresses({
        to: [{ kind: 'channel', id: 'c', name: 'Sales', iconSetName: null }],
        cc: [{ kind: 'external_user', email: 'zoe@out.example' }],
        bcc: [],
      }),
    ).toEqual({ to: [], cc: [{ email: 'zoe@out.example' }], bcc: [] });
  });
});
