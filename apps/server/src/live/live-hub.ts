import { randomBytes } from 'node:crypto';
import type { LiveNotice } from '@switchboard/api-client';
import { sql } from 'kysely';
import { channelVisibleTo, threadVisibleTo } from '../access/visibility.js';
import type { AuthUser } from '../auth/auth-user.js';
import { type Db, listenTo } from '../db/database.js';
import { LIVE_CHANNEL } from '../db/migrations/0020_live_notices.js';

/** One change as the database triggers (migration 0017) or a server process (presence) raise it. */
export interface RawChange {
  k: 'thread' | 'inbox_added' | 'inbox_removed' | 'counts' | 'message' | 'channel' | 'resync' | 'presence';
  /** thread, message, channel, the one user it concerns, workspace */
  t?: string | null;
  m?: string | null;
  c?: string | null;
  u?: string | null;
  o?: string | null;
  /** presence: who is on the thread (the whole list, from one server process) */
  p?: { s: string; v: PresenceEntry[] };
}

/** One viewer of a thread as a server process announces it. */
export interface PresenceEntry {
  user_id: string;
  display_name: string;
  picture_url: string | null;
  activity: 'viewing' | 'replying';
  /** The tab (stream) it belongs to. */
  tab: string;
}

interface Buffered {
  seq: number;
  at: number;
  change: RawChange;
}

/** What a subscriber receives: a notice and its event id. */
export interface LiveEvent {
  id: string;
  notice: LiveNotice;
}

interface Subscriber {
  user: AuthUser;
  send: (events: LiveEvent[]) => Promise<void>;
  chain: Promise<void>;
}

export interface LiveHubOptions {
  /** Notices kept for resuming (the oldest go first). */
  bufferSize?: number;
  /** Notices older than this are not replayed (a resync instead). */
  bufferMs?: number;
  now?: () => number;
  logger?: Pick<Console, 'error'>;
}

/**
 * The live channel's hub in one server process. It listens to the database's notices (LISTEN, so changes
 * made through any process on the same PostgreSQL arrive here), numbers them (`<boot>.<seq>`), keeps the
 * recent ones for reconnects (bounded by count and age), and hands each subscriber (one tab's stream) the
 * notices it may see: its own user's, and those of threads and channels the visibility rules let it see,
 * checked against the database when the notice arrives.
 */
export class LiveHub {
  readonly bootId = randomBytes(6).toString('base64url');
  private seq = 0;
  private readonly buffer: Buffered[] = [];
  private readonly subscribers = new Set<Subscriber>();
  private stop: (() => Promise<void>) | null = null;
  private readonly bufferSize: number;
  private readonly bufferMs: number;
  private readonly now: () => number;
  private readonly logger: Pick<Console, 'error'>;
  /** Presence by thread, then by tab, as every process announced it (entries expire). */
  private readonly presence = new Map<string, Map<string, PresenceEntry & { until: number }>>();
  /** Listeners of presence changes (the presence registry of this process). */
  onPresenceChange: ((threadId: string) => void) | null = null;

  constructor(
    private readonly db: Db,
    options: LiveHubOptions = {},
  ) {
    this.bufferSize = options.bufferSize ?? 2_000;
    this.bufferMs = options.bufferMs ?? 10 * 60_000;
    this.now = options.now ?? Date.now;
    this.logger = options.logger ?? console;
  }

  private sweeper: NodeJS.Timeout | undefined;

  /**
   * Presence that lapsed (a tab closed without a word) is told as it lapses: each process sweeps its own
   * copy, so the tabs it serves see the viewer go within a couple of seconds of the deadline.
   */
  private sweep(): void {
    const now = this.now();
    const lapsed: Buffered[] = [];
    for (const [threadId, tabs] of this.presence) {
      let changed = false;
      for (const [tab, entry] of tabs) {
        if (entry.until <= now) {
          tabs.delete(tab);
          changed = true;
        }
      }
      if (tabs.size === 0) this.presence.delete(threadId);
      if (changed) lapsed.push({ seq: ++this.seq, at: now, change: { k: 'presence', t: threadId } });
    }
    if (lapsed.length === 0) return;
    for (const subscriber of this.subscribers) {
      this.enqueue(subscriber, () => this.deliver(subscriber, lapsed));
    }
  }

  /** Starts listening; false when the database offers no listening session (then nothing is live). */
  async start(): Promise<boolean> {
    this.sweeper = setInterval(() => this.sweep(), 1_000);
    this.sweeper.unref();
    this.stop = await listenTo(
      this.db,
      LIVE_CHANNEL,
      (payload) => this.receive(payload),
      // A dropped listening connection may have missed notices: everyone refetches.
      () => this.receive('[{"k":"resync"}]'),
    );
    return this.stop !== null;
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    await this.stop?.();
    this.stop = null;
    this.subscribers.clear();
  }

  get subscriberCount(): number {
    return this.subscribers.size;
  }

  /** Sends changes to every server process on the database (NOTIFY), this one included. */
  async publish(changes: RawChange[]): Promise<void> {
    await sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(changes)})`.execute(this.db);
  }

  /** The id of the newest notice, to be resumed from. */
  currentId(): string {
    return `${this.bootId}.${this.seq}`;
  }

  /** Presence entries of a thread still valid now (all tabs, all processes). */
  presenceOf(threadId: string): PresenceEntry[] {
    const tabs = this.presence.get(threadId);
    if (!tabs) return [];
    const now = this.now();
    const alive: PresenceEntry[] = [];
    for (const [tab, entry] of tabs) {
      if (entry.until <= now) tabs.delete(tab);
      else alive.push(entry);
    }
    if (tabs.size === 0) this.presence.delete(threadId);
    return alive;
  }

  /**
   * Adds a subscriber. `lastEventId` (the reconnect's Last-Event-ID) replays what came after it when this
   * process still holds it, else a `resync` goes first. Either way a `ready` notice carries the current id.
   */
  subscribe(
    user: AuthUser,
    lastEventId: string | null,
    send: (events: LiveEvent[]) => Promise<void>,
  ): () => void {
    const subscriber: Subscriber = { user, send, chain: Promise.resolve() };
    const replay = this.replayAfter(lastEventId);
    const readyId = this.currentId();
    this.enqueue(subscriber, async () => {
      if (replay === 'resync') await send([{ id: readyId, notice: { type: 'resync' } }]);
      else if (replay.length > 0) await this.deliver(subscriber, replay);
      await send([{ id: readyId, notice: { type: 'ready' } }]);
    });
    this.subscribers.add(subscriber);
    return () => {
      this.subscribers.delete(subscriber);
    };
  }

  private replayAfter(lastEventId: string | null): Buffered[] | 'resync' {
    if (!lastEventId) return [];
    const [boot, seqText] = lastEventId.split('.');
    const last = Number(seqText);
    if (boot !== this.bootId || !Number.isInteger(last) || last < 0 || last > this.seq) return 'resync';
    this.prune();
    const oldest = this.buffer[0]?.seq ?? this.seq + 1;
    // Everything after `last` must still be here: the first kept one right after it, or none missing.
    if (last < oldest - 1) return 'resync';
    return this.buffer.filter((b) => b.seq > last);
  }

  private prune(): void {
    const cutoff = this.now() - this.bufferMs;
    while (this.buffer.length > this.bufferSize || (this.buffer[0] && this.buffer[0].at < cutoff)) {
      this.buffer.shift();
    }
  }

  private receive(payload: string): void {
    let changes: RawChange[];
    try {
      const parsed: unknown = JSON.parse(payload);
      changes = Array.isArray(parsed) ? (parsed as RawChange[]) : [];
    } catch {
      return;
    }
    const batch: Buffered[] = [];
    const at = this.now();
    for (const change of changes) {
      if (!change || typeof change !== 'object' || typeof change.k !== 'string') continue;
      if (change.k === 'presence') {
        this.notePresence(change);
        // Presence is not replayed: a reconnecting tab gets it fresh from its next announcement.
      }
      const entry = { seq: ++this.seq, at, change };
      if (change.k !== 'presence') this.buffer.push(entry);
      batch.push(entry);
    }
    this.prune();
    if (batch.length === 0) return;
    for (const subscriber of this.subscribers) {
      this.enqueue(subscriber, () => this.deliver(subscriber, batch));
    }
  }

  private notePresence(change: RawChange): void {
    const threadId = change.t;
    const p = change.p;
    if (!threadId || !p || typeof p.s !== 'string' || !Array.isArray(p.v)) return;
    let tabs = this.presence.get(threadId);
    if (!tabs) {
      tabs = new Map();
      this.presence.set(threadId, tabs);
    }
    // `p.s` is the announcing tab; `p.v` its entry (empty when it left).
    tabs.delete(p.s);
    for (const entry of p.v) tabs.set(p.s, { ...entry, until: this.now() + PRESENCE_TTL_MS });
  }

  private enqueue(subscriber: Subscriber, work: () => Promise<void>): void {
    subscriber.chain = subscriber.chain.then(work).catch((error: unknown) => {
      this.logger.error('[live] delivery failed', error);
    });
  }

  /** Turns changes into the notices `subscriber` may see, in order, deduplicated within the batch. */
  private async deliver(subscriber: Subscriber, batch: Buffered[]): Promise<void> {
    const { user } = subscriber;
    const threadIds = new Set<string>();
    const channelIds = new Set<string>();
    for (const { change } of batch) {
      if (change.o && change.o !== user.organization_id) continue;
      if (change.k === 'channel' && change.c) channelIds.add(change.c);
      else if (change.t && (!change.u || change.k === 'presence')) threadIds.add(change.t);
    }
    const visibleThreads = await this.visibleThreads(user, [...threadIds]);
    const visibleChannels = await this.visibleChannels(user, [...channelIds]);
    const events: LiveEvent[] = [];
    const seen = new Set<string>();
    for (const { seq, change } of batch) {
      const notice = this.noticeFor(user, change, visibleThreads, visibleChannels);
      if (!notice) continue;
      const key = JSON.stringify(notice);
      if (notice.type !== 'presence' && seen.has(key)) continue;
      seen.add(key);
      events.push({ id: `${this.bootId}.${seq}`, notice });
    }
    if (events.length > 0) await subscriber.send(events);
  }

  private noticeFor(
    user: AuthUser,
    change: RawChange,
    threads: Set<string>,
    channels: Set<string>,
  ): LiveNotice | null {
    if (change.k === 'resync') return { type: 'resync' };
    if (change.o && change.o !== user.organization_id) return null;
    const mine = change.u === user.id;
    if (change.u && !mine && change.k !== 'channel') return null;
    switch (change.k) {
      case 'thread':
        return change.t && (mine || threads.has(change.t))
          ? { type: 'thread_changed', thread_id: change.t }
          : null;
      case 'inbox_added':
      case 'inbox_removed':
        return change.t
          ? {
              type: change.k === 'inbox_added' ? 'inbox_item_added' : 'inbox_item_removed',
              thread_id: change.t,
            }
          : null;
      case 'counts':
        return { type: 'counts_changed' };
      case 'message':
        return change.t && change.m && (mine || threads.has(change.t))
          ? { type: 'message_changed', thread_id: change.t, message_id: change.m }
          : null;
      case 'channel':
        return change.c && (mine || channels.has(change.c))
          ? { type: 'channel_changed', channel_id: change.c }
          : null;
      case 'presence': {
        if (!change.t || !threads.has(change.t)) return null;
        const viewers = this.presenceOf(change.t)
          .filter((entry) => entry.user_id !== user.id)
          .map(({ tab: _tab, ...viewer }) => viewer);
        const unique = new Map<string, (typeof viewers)[number]>();
        for (const v of viewers) {
          const had = unique.get(v.user_id);
          if (!had || v.activity === 'replying') unique.set(v.user_id, v);
        }
        return { type: 'presence', thread_id: change.t, viewers: [...unique.values()] };
      }
      default:
        return null;
    }
  }

  /** Of `ids`, the threads `user` may see now. */
  async visibleThreads(user: AuthUser, ids: string[]): Promise<Set<string>> {
    if (ids.length === 0 || !user.organization_id) return new Set();
    const rows = await this.db
      .selectFrom('threads')
      .select('threads.id')
      .where('threads.id', 'in', ids)
      .where(threadVisibleTo(user))
      .execute();
    return new Set(rows.map((r) => r.id));
  }

  private async visibleChannels(user: AuthUser, ids: string[]): Promise<Set<string>> {
    if (ids.length === 0 || !user.organization_id) return new Set();
    const rows = await this.db
      .selectFrom('channels')
      .select('channels.id')
      .where('channels.id', 'in', ids)
      .where(channelVisibleTo(user))
      .execute();
    return new Set(rows.map((r) => r.id));
  }
}

/** A tab's presence lasts this long without a new announcement (tabs announce every few seconds). */
export const PRESENCE_TTL_MS = 8_000;
