import { describe, expect, it } from 'vitest';
import type { Contact } from '../model/common.js';
import { replyDestination } from './recipients.js';
import {
  defaultReplyRecipients,
  recipientAddresses,
  recipientCount,
  sendRecipients,
  threadChannelRecipients,
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
  it('compares people as addresses and channels by id, whatever field they are in', () => {
    expect(
      recipientAddresses({
        to: [{ kind: 'channel', id: 'c', name: 'Sales', iconSetName: null }],
        cc: [{ kind: 'external_user', email: 'zoe@out.example' }],
        bcc: [{ kind: 'channel', id: 'c', name: 'Sales', iconSetName: null }],
      }),
    ).toEqual({ to: [], cc: [{ email: 'zoe@out.example' }], bcc: [], channels: ['c'] });
  });
});

describe("a reply keeps the thread's channels", () => {
  const sales = { kind: 'channel' as const, id: 'ch-sales', name: 'Sales', iconSetName: null };
  const next = { to: [bob], cc: [zoe], bcc: [] };
  it("reply and reply all default to the thread's channels after the people in To; a forward to nobody", () => {
    expect(defaultReplyRecipients(next, 'reply', [sales]).to).toEqual([
      { kind: 'user', id: 'u-bob', email: 'bob@acme.example', name: 'Bob Chen' },
      sales,
    ]);
    expect(defaultReplyRecipients(next, 'reply_all', [sales]).to.at(-1)).toEqual(sales);
    expect(defaultReplyRecipients(next, 'forward', [sales])).toEqual({ to: [], cc: [], bcc: [] });
  });
  it('a thread sent only to a channel is answered in that channel, and the send carries it', () => {
    const defaults = defaultReplyRecipients({ to: [], cc: [], bcc: [] }, 'reply', [sales]);
    expect(recipientCount(defaults)).toBe(1);
    expect(sendRecipients(defaults).channel_ids).toEqual(['ch-sales']);
  });
  it('the defaults post to the thread; a channel removed or added makes a new thread', () => {
    const defaults = defaultReplyRecipients(next, 'reply', [sales]);
    const destination = (r: typeof defaults) =>
      replyDestination({
        recipients: recipientAddresses(r),
        defaultRecipients: recipientAddresses(defaults),
      }).target;
    expect(destination(defaults)).toBe('existing_thread');
    expect(destination({ ...defaults, to: defaults.to.filter((r) => r.kind !== 'channel') })).toBe(
      'new_thread',
    );
    const support = { kind: 'channel' as const, id: 'ch-support', name: 'Support', iconSetName: null };
    expect(destination({ ...defaults, cc: [support] })).toBe('new_thread');
  });
  it("the thread's channel ids become named recipients; unknown ids are left out, duplicates once", () => {
    expect(
      threadChannelRecipients(
        ['ch-sales', 'ch-gone', 'ch-sales'],
        [{ id: 'ch-sales', name: 'Sales', icon_set_name: null }],
      ),
    ).toEqual([sales]);
  });
});
