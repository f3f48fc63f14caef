import type { Channel } from '../model/channel.js';
import type { Address, Contact, RecipientLists } from '../model/common.js';
import type {
  ChannelRecipient,
  DraftRecipients,
  ExternalRecipient,
  InternalRecipient,
  Recipient,
} from '../model/recipient.js';
import type { AddressFields } from './recipients.js';

const FIELDS = ['to', 'cc', 'bcc'] as const;

/**
 * What a send carries for a draft's recipients: workspace users as internal recipients, outside addresses
 * as external ones (the name only when it differs from the address), channels as channel ids (no
 * duplicates).
 */
export function sendRecipients(recipients: DraftRecipients): {
  internal_recipients: InternalRecipient[];
  external_recipients: ExternalRecipient[];
  channel_ids: string[];
} {
  const internal: InternalRecipient[] = [];
  const external: ExternalRecipient[] = [];
  const channels = new Set<string>();
  for (const type of FIELDS) {
    for (const recipient of recipients[type]) {
      if (recipient.kind === 'user') internal.push({ user_id: recipient.id, type });
      else if (recipient.kind === 'channel') channels.add(recipient.id);
      else {
        const name = recipient.name?.trim();
        external.push(
          name && name !== recipient.email
            ? { email: recipient.email, name, type }
            : { email: recipient.email, type },
        );
      }
    }
  }
  return { internal_recipients: internal, external_recipients: external, channel_ids: [...channels] };
}

/** Total number of recipients (people and channels) of a draft. */
export function recipientCount(recipients: DraftRecipients): number {
  return recipients.to.length + recipients.cc.length + recipients.bcc.length;
}

/** A thread's contact as a composer recipient: a workspace user, or an outside address. */
export function contactRecipient(contact: Contact): Recipient {
  const name = contact.display_name ?? undefined;
  return contact.type === 'user'
    ? { kind: 'user', id: contact.id, email: contact.email, ...(name ? { name } : {}) }
    : { kind: 'external_user', email: contact.email, ...(name ? { name } : {}) };
}

/**
 * A thread's channels as composer recipients, in the thread's order: each id found among the channels the
 * user knows (their own and the workspace's), with its name; an id the user cannot see is left out.
 */
export function threadChannelRecipients(
  channelIds: readonly string[],
  known: readonly Pick<Channel, 'id' | 'name' | 'icon_set_name'>[],
): ChannelRecipient[] {
  return [...new Set(channelIds)].flatMap((id) => {
    const channel = known.find((c) => c.id === id);
    return channel
      ? [{ kind: 'channel' as const, id, name: channel.name, iconSetName: channel.icon_set_name }]
      : [];
  });
}

/**
 * The default recipients of a reply (`reply`: the people in To of the thread's next message), a reply all
 * (To, Cc and Bcc as the thread proposes them) or a forward (nobody). A reply and a reply all keep the
 * thread's channels (`channels`, after the people in To): the conversation stays shared where it was.
 */
export function defaultReplyRecipients(
  next: RecipientLists,
  kind: 'reply' | 'reply_all' | 'forward',
  channels: readonly ChannelRecipient[] = [],
): DraftRecipients {
  if (kind === 'forward') return { to: [], cc: [], bcc: [] };
  return {
    to: [...next.to.map(contactRecipient), ...channels],
    cc: kind === 'reply_all' ? next.cc.map(contactRecipient) : [],
    bcc: kind === 'reply_all' ? next.bcc.map(contactRecipient) : [],
  };
}

/**
 * A draft's recipients for comparing with the default recipients: its people as addresses by field, and the
 * ids of its channels (whatever field they are in).
 */
export function recipientAddresses(recipients: DraftRecipients): AddressFields {
  const people = (list: readonly Recipient[]): Address[] =>
    list.flatMap((r) =>
      r.kind === 'channel' ? [] : [{ email: r.email, ...(r.name ? { name: r.name } : {}) }],
    );
  const channels = [...recipients.to, ...recipients.cc, ...recipients.bcc].flatMap((r) =>
    r.kind === 'channel' ? [r.id] : [],
  );
  return {
    to: people(recipients.to),
    cc: people(recipients.cc),
    bcc: people(recipients.bcc),
    channels: [...new Set(channels)],
  };
}
