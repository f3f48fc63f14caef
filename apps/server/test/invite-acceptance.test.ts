import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_IDS } from '../src/seed/seed.js';
import { signInWithAddress } from './helpers/sign-in.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

const EXPIRED =
  'This invite link has already been used or has expired. Please ask the person who invited you to send you a new one.';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('accepting an invite as a new user (spec doc 1 "Sign-in and invite")', () => {
  it('shows the invite to a visitor who has not signed in yet, and refuses an unknown one', async () => {
    const details = await server.anonymous().call('getInvite', { params: { invite_id: 'inv_acme_grace' } });
    expect(details.status).toBe(200);
    expect(details.body).toMatchObject({ organization_name: 'Acme', email: 'grace@acme.example' });
    const unknown = await server.anonymous().call('getInvite', { params: { invite_id: 'inv_nope' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error?.message).toBe(EXPIRED);
    // Everything else still needs a sign-in.
    expect((await server.anonymous().call('getSelf')).status).toBe(401);
  });

  it('lets the invited address sign in as a new account with no workspace, join, and not join twice', async () => {
    const chooser = await fetch(`${server.url}/oidc/auth?client_id=switchboard-web`);
    expect(chooser.status).toBeLessThan(500);

    const grace = await server.as('newcomer:grace@acme.example');
    const self = await grace.call('getSelf');
    expect(self.status).toBe(200);
    expect(self.body.email).toBe('grace@acme.example');
    expect((await grace.call('listSelfOrganizations')).body.data).toEqual([]);

    const accepted = await grace.call('acceptInvite', { params: { invite_id: 'inv_acme_grace' } });
    expect(accepted.status).toBe(201);
    expect(accepted.body.id).toBe(SEED_IDS.acme);
    expect(accepted.body.members.map((m) => m.email)).toContain('grace@acme.example');
    expect((await grace.call('listSelfOrganizations')).body.data.map((o) => o.name)).toEqual(['Acme']);

    // The link is spent: reading or accepting it again answers the spec's expired text.
    const again = await grace.call('acceptInvite', { params: { invite_id: 'inv_acme_grace' } });
    expect(again.status).toBe(404);
    expect(again.body.error?.message).toBe(EXPIRED);
    expect(
      (await server.anonymous().call('getInvite', { params: { invite_id: 'inv_acme_grace' } })).status,
    ).toBe(404);
  });

  it('offers no made-up account: a newcomer address without a pending invite cannot sign in', async () => {
    await expect(server.as('newcomer:mallory@evil.example')).rejects.toThrow(/not offered by the chooser/);
  });
});

describe("a new team from an address of one's own (the embedded chooser's 'Use another address')", () => {
  const selfOf = async (token: string) => {
    const response = await fetch(`${server.url}/api/self`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    return (await response.json()) as { id: string; email: string; display_name: string };
  };

  it('signs in a new account without a workspace, which then creates its own team', async () => {
    const tokens = await signInWithAddress(server.url, '  Nora.Quinn@Startup.example ');
    const nora = await selfOf(tokens.access_token);
    expect(nora).toMatchObject({ email: 'nora.quinn@startup.example', display_name: 'Nora Quinn' });
    const client = await server.as(nora.id);
    expect((await client.call('listSelfOrganizations')).body.data).toEqual([]);
    // Before it has a workspace, its screens answer empty, not with an error.
    const inbox = await client.call('listInboxEvents', { query: { limit: 25, category: 'primary' } });
    expect(inbox.status).toBe(200);
    expect(inbox.body.data).toEqual([]);
    const channels = await client.call('listSelfChannels');
    expect(channels.status).toBe(200);

    const created = await client.call('createOrganization', { body: { name: 'Startup' } });
    expect(created.status).toBe(201);
    expect(created.body.members.map((m) => m.email)).toEqual(['nora.quinn@startup.example']);
    expect((await client.call('listSelfOrganizations')).body.data.map((o) => o.name)).toEqual(['Startup']);

    // The same address again is the same account (now in its workspace), not a second one.
    const again = await selfOf(
      (await signInWithAddress(server.url, 'nora.quinn@startup.example')).access_token,
    );
    expect(again.id).toBe(nora.id);
  });

  it('refuses something that is not an e-mail address, and creates nothing', async () => {
    await expect(signInWithAddress(server.url, 'not an address')).rejects.toThrow(
      /sign-in failed with 400: .*Please enter a valid email address/s,
    );
    const users = await server.db
      .selectFrom('users')
      .select('email')
      .where('email', 'like', 'not%')
      .execute();
    expect(users).toEqual([]);
  });
});
