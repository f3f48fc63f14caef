import type { Insertable } from 'kysely';
import type { Database, RecipientRow } from '../db/schema.js';
import type { Prng } from './prng.js';

/** Building blocks the demo seed and the bench's bulk seed share, so both write rows the same way. */

export const DAY = 86_400_000;
export const HOUR = 3_600_000;

export type Rows<T extends keyof Database> = Insertable<Database[T]>[];

/** A seeded person: a workspace user (`userId`) or an outside address (`userId` null). */
export interface Person {
  userId: string | null;
  email: string;
  name: string;
}

export interface SeedMessage {
  id: string;
  threadId: string;
  organizationId: string;
  sender: Person;
  /** The first is `to`, the others `cc`. */
  recipients: readonly Person[];
  subject: string;
  body: { html: string; text: string };
  /** Epoch ms of the message, and of the seed's "now". */
  at: number;
  now: number;
}

/**
 * Adds one committed main message and its people's read states. Recent mail is more often unread
 * (65 % under 5 days, 15 % under 30, 3 % after); the sender has always read it. Adds every workspace
 * recipient to `reached` and those left unread to `unread`.
 */
export function pushSeedMessage(
  rows: { messages: Rows<'messages'>; message_user_states: Rows<'message_user_states'> },
  rng: Prng,
  message: SeedMessage,
  reached: Set<string>,
  unread: Set<string>,
): void {
  const { id, sender, recipients, at, now } = message;
  const recipientRows: RecipientRow[] = recipients.map((p, i) =>
    p.userId
      ? { kind: 'user', user_id: p.userId, type: i === 0 ? 'to' : 'cc' }
      : { kind: 'external', email: p.email, name: p.name, type: i === 0 ? 'to' : 'cc' },
  );
  rows.messages.push({
    id,
    thread_id: message.threadId,
    organization_id: message.organizationId,
    type: 'main',
    sender_user_id: sender.userId,
    sender_email: sender.email,
    sender_name: sender.name,
    recipients: JSON.stringify(recipientRows),
    subject: message.subject,
    body: message.body.html,
    body_text: message.body.text,
    signature: null,
    state: 'committed',
    creation_date: new Date(at).toISOString(),
  });
  const days = (now - at) / DAY;
  for (const r of recipients) {
    if (!r.userId) continue;
    reached.add(r.userId);
    const isUnread = days < 5 ? rng.chance(0.65) : days < 30 ? rng.chance(0.15) : rng.chance(0.03);
    if (isUnread) unread.add(r.userId);
    rows.message_user_states.push({ message_id: id, user_id: r.userId, is_unread: isUnread });
  }
  if (sender.userId) {
    rows.message_user_states.push({ message_id: id, user_id: sender.userId, is_unread: false });
  }
}
