import { type EndpointName, endpoints } from '@switchboard/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_IDS } from '../src/seed/seed.js';
import {
  databaseDigest,
  findTargets,
  type Request,
  requestsFor,
  type Scope,
  type Targets,
} from './helpers/fixtures.js';
import { startTestServer, type TestClient, type TestServer } from './helpers/test-server.js';

let server: TestServer;
let targets: Targets;
let table: Record<EndpointName, Request>;
let alice: TestClient;
let carol: TestClient;
let erin: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  targets = await findTargets(server.db);
  table = requestsFor(targets);
  [alice, carol, erin] = await Promise.all([
    server.as(SEED_IDS.user('alice')),
    server.as(SEED_IDS.user('carol')),
    server.as(SEED_IDS.user('erin')),
  ]);
});
afterAll(async () => {
  await server?.close();
});

const names = Object.keys(endpoints) as EndpointName[];

/** Scopes a non-member of the private channel (carol, same workspace) must not reach. */
const closedToCarol: Scope[] = ['thread', 'channel', 'own'];
/** Scopes a user of another workspace (erin) must not reach. */
const closedToErin: Scope[] = ['thread', 'channel', 'own', 'org'];

async function send(client: TestClient, name: EndpointName) {
  const request = table[name];
  return client.call(name, { params: request.params ?? {}, query: request.query, body: request.body });
}

describe('authorization matrix: every endpoint x {member, non-member of a private channel, other workspace, no token}', () => {
  it('has a request for every endpoint of the contract', () => {
    expect(Object.keys(table).sort()).toEqual([...names].sort());
  });

  it('answers unauthorized to every call without a token, and changes nothing', async () => {
    const before = await databaseDigest(server.db);
    for (const name of names) {
      const result = await send(server.anonymous(), name);
      // The invite screen reads its invite before the visitor signs in (invite-acceptance.test covers it).
      if (name === 'getInvite') {
        expect(result.status).toBe(200);
        continue;
      }
      expect(result.status, `${name} without a token`).toBe(401);
      expect(result.body.error?.type).toBe('unauthorized');
    }
    expect(await databaseDigest(server.db)).toBe(before);
  });

  it("answers not_found (never forbidden, never data) to what another workspace's user or a non-member names, and changes nothing", async () => {
    const before = await databaseDigest(server.db);
    for (const name of names) {
      const { scope } = table[name];
      if (closedToCarol.includes(scope)) {
        const result = await send(carol, name);
        expect(result.status, `${name} as carol (not in the private channel)`).toBe(404);
        expect(result.body.error?.type).toBe('not_found');
      }
      if (closedToErin.includes(scope)) {
        const result = await send(erin, name);
        expect(result.status, `${name} as erin (other workspace)`).toBe(404);
        expect(result.body.error?.type).toBe('not_found');
      }
    }
    expect(await databaseDigest(server.db)).toBe(before);
  });

  it('leaks nothing of the private channel or of Acme through the lists of others', async () => {
    for (const name of names) {
      const request = table[name];
      if (request.scope !== 'self' || endpoints[name].method !== 'GET') continue;
      const asCarol = JSON.stringify((await send(carol, name)).body);
      expect(asCarol, `${name} as carol`).not.toContain(targets.privateThread);
      expect(asCarol, `${name} as carol`).not.toContain(targets.privateChannel);
      // An invite id is the capability to read that invite (the invitee reads it before joining).
      if (name === 'getInvite') continue;
      const asErin = JSON.stringify((await send(erin, name)).body);
      expect(asErin, `${name} as erin`).not.toContain('acme.example');
      expect(asErin, `${name} as erin`).not.toContain(SEED_IDS.acme);
    }
  });

  it('lets the member read everything the requests name', async () => {
    for (const name of names) {
      const request = table[name];
      if (endpoints[name].method !== 'GET' || request.scope === 'public') continue;
      const result = await send(alice, name);
      if (name === 'getInvite') {
        expect(result.status).toBe(200);
        continue;
      }
      expect(result.status, `${name} as alice: ${String(JSON.stringify(result.body)).slice(0, 200)}`).toBe(
        200,
      );
    }
    const thread = await alice.call('getThread', { params: { thread_id: targets.privateThread } });
    expect(thread.body.channel_ids).toContain(targets.privateChannel);
  });

  it('lets the member make every change the requests name (no unauthorized, no not_found, no server error)', async () => {
    // Run last, in this order (each would make later calls name something gone).
    const destructiveOrder: EndpointName[] = [
      'removeChannelParticipants',
      'deleteInvite',
      'deleteLabel',
      'deleteRule',
      'deleteInboxSplit',
      'deleteStagedAttachment',
      'trashThread',
      'markThreadAsSpam',
      'deleteMessage',
      'deleteThreads',
      'deleteChannel',
      // Ends alice's sign-in: nothing can follow it.
      'signOut',
    ];
    const destructive = new Set(destructiveOrder);
    // cancelCommand names a made-up token here, and leaving the private channel would hide it from every
    // later call (the workspace test covers both). Only the invited person may accept an invite; for alice
    // (not grace) it does not exist (security.test covers it).
    // Alice has no IMAP account or Gmail grant to disconnect here (imap-accounts.test and gmail-connect.test
    // disconnect real ones).
    const skipped = new Set<EndpointName>([
      'cancelCommand',
      'leaveChannel',
      'acceptInvite',
      'disconnectImapAccount',
      'deleteGmailConnection',
    ]);
    const writes = names.filter(
      (n) => endpoints[n].method !== 'GET' && table[n].scope !== 'public' && !skipped.has(n),
    );
    const ordered = [...writes.filter((n) => !destructive.has(n)), ...destructiveOrder];
    for (const name of ordered) {
      const result = await send(alice, name);
      expect(
        result.status,
        `${name} as alice: ${String(JSON.stringify(result.body)).slice(0, 200)}`,
      ).toBeLessThan(500);
      expect(
        [401, 404],
        `${name} as alice: ${String(JSON.stringify(result.body)).slice(0, 200)}`,
      ).not.toContain(result.status);
    }
  });
});
