/**
 * Several server processes on one database: each IMAP account is watched by exactly one of them (the holder
 * of its lease, jobs/lease.ts), and when the holder stops renewing, another takes the account over. Two
 * watcher sets with their own owner names stand for two processes. Runs on PGlite and, in the PostgreSQL
 * stage, on PostgreSQL (TEST_DATABASE_URL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimLease, releaseLease } from '../src/jobs/lease.js';
import { createImapWatchers, type ImapWatchers } from '../src/mail/imap-watchers.js';
import { DEV_MAIL_SECRET_KEY } from '../src/mail/mail-secret.js';
import { SEED_IDS } from '../src/seed/seed.js';
import { startTestServer, TEST_NOW, type TestServer } from './helpers/test-server.js';

let server: TestServer;
const opened: ImapWatchers[] = [];
const LEASE_MS = 60_000;
const ACCOUNT = 'acc_lease_test';

beforeAll(async () => {
  server = await startTestServer();
  // An account on a host that does not answer (a watcher retries it with a long backoff).
  await server.db
    .insertInto('mail_accounts')
    .values({
      id: ACCOUNT,
      user_id: SEED_IDS.user('bob'),
      kind: 'imap',
      email: 'bob@acme.example',
      imap_url: 'imap://bob%40acme.example@imap.invalid:143',
      imap_password_enc: null,
    })
    .execute();
}, 120_000);

afterAll(async () => {
  await Promise.all(opened.map((w) => w.closeAll()));
  await server?.close();
});

/** A process's watchers, on a clock the test moves. */
function serverProcess(owner: string, clock: { at: number }): ImapWatchers {
  const watchers = createImapWatchers(server.db, () => new Date(clock.at), {
    key: DEV_MAIL_SECRET_KEY,
    owner,
    leaseMs: LEASE_MS,
    backoff: { baseMs: 3_600_000, maxMs: 3_600_000 },
    logger: { error: () => {} },
  });
  opened.push(watchers);
  return watchers;
}

describe('IMAP watchers claimed by one process', () => {
  it('watches each account from one process only, and another takes it over when the holder stops renewing', async () => {
    const clockA = { at: TEST_NOW.getTime() };
    const clockB = { at: TEST_NOW.getTime() };
    const a = serverProcess('proc_a', clockA);
    const b = serverProcess('proc_b', clockB);
    // Both start (watchAll), and both renew at the same moments: only the first holder watches.
    await Promise.all([a.renew(), b.renew()]);
    const holder = a.watching(ACCOUNT) ? a : b;
    const other = holder === a ? b : a;
    const [holderClock, otherClock] = holder === a ? [clockA, clockB] : [clockB, clockA];
    expect([a.watching(ACCOUNT), b.watching(ACCOUNT)].filter(Boolean)).toHaveLength(1);
    // A connect request landing on the other process does not start a second watcher.
    await other.watch(ACCOUNT);
    expect(other.watching(ACCOUNT)).toBe(false);
    for (const step of [20_000, 40_000, 55_000]) {
      holderClock.at = TEST_NOW.getTime() + step;
      otherClock.at = TEST_NOW.getTime() + step;
      await holder.renew();
      await other.renew();
      expect(holder.watching(ACCOUNT)).toBe(true);
      expect(other.watching(ACCOUNT)).toBe(false);
    }
    // The holder stops renewing (it died): once its lease has expired, the other takes the account.
    otherClock.at = TEST_NOW.getTime() + 55_000 + LEASE_MS - 1;
    await other.renew();
    expect(other.watching(ACCOUNT)).toBe(false);
    otherClock.at = TEST_NOW.getTime() + 55_000 + LEASE_MS;
    await other.renew();
    expect(other.watching(ACCOUNT)).toBe(true);
    // The old holder, back, finds the lease taken and stops its watcher.
    holderClock.at = otherClock.at + 1_000;
    await holder.renew();
    expect(holder.watching(ACCOUNT)).toBe(false);
    expect(other.watching(ACCOUNT)).toBe(true);
    // A disconnect gives the lease up: the next renewal elsewhere takes it at once.
    await other.stop(ACCOUNT);
    await holder.renew();
    expect(holder.watching(ACCOUNT)).toBe(true);
  }, 60_000);
});

describe('leases', () => {
  it('go to exactly one of many owners racing for them, are renewed by their holder and taken once expired', async () => {
    const now = new Date(TEST_NOW.getTime() + 10 * 60_000);
    const owners = Array.from({ length: 8 }, (_, i) => `proc_${i}`);
    const won = await Promise.all(owners.map((o) => claimLease(server.db, 'gmail:gma_race', o, now, 1_000)));
    expect(won.filter(Boolean)).toHaveLength(1);
    const holder = owners[won.indexOf(true)] as string;
    const other = owners.find((o) => o !== holder) as string;
    const later = new Date(now.getTime() + 999);
    expect(await claimLease(server.db, 'gmail:gma_race', other, later, 1_000)).toBe(false);
    expect(await claimLease(server.db, 'gmail:gma_race', holder, later, 1_000)).toBe(true);
    // Renewed until later + 1 s: still held just before, taken at the expiry.
    expect(await claimLease(server.db, 'gmail:gma_race', other, new Date(later.getTime() + 999), 1_000)).toBe(
      false,
    );
    expect(
      await claimLease(server.db, 'gmail:gma_race', other, new Date(later.getTime() + 1_000), 1_000),
    ).toBe(true);
    // Released by its holder only.
    await releaseLease(server.db, 'gmail:gma_race', holder);
    expect(await claimLease(server.db, 'gmail:gma_race', holder, later, 1_000)).toBe(false);
    await releaseLease(server.db, 'gmail:gma_race', other);
    expect(await claimLease(server.db, 'gmail:gma_race', holder, later, 1_000)).toBe(true);
  });
});
