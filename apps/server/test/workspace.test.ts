import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOutgoingMail } from '../src/mail/outbound.js';
import { SEED_IDS } from '../src/seed/seed.js';
import { createServer, type RunningServer } from '../src/server.js';
import { signIn } from './helpers/sign-in.js';
import { startTestServer, TEST_NOW, type TestClient, type TestServer } from './helpers/test-server.js';

const alice = SEED_IDS.user('alice');
const bob = SEED_IDS.user('bob');
const carol = SEED_IDS.user('carol');
const erin = SEED_IDS.user('erin');

let server: TestServer;
let a: TestClient;
let b: TestClient;
let c: TestClient;
let e: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  [a, b, c, e] = await Promise.all([server.as(alice), server.as(bob), server.as(carol), server.as(erin)]);
});
afterAll(async () => {
  await server?.close();
});

describe('channels', () => {
  it('lists the channels a user may see; a private channel only for its members', async () => {
    const aliceSees = await a.call('listOrganizationChannels', {
      params: { organization_id: SEED_IDS.acme },
    });
    expect(aliceSees.body.data.map((ch) => ch.name)).toContain('Leadership');
    const carolSees = await c.call('listOrganizationChannels', {
      params: { organization_id: SEED_IDS.acme },
    });
    expect(carolSees.body.data.map((ch) => ch.name)).not.toContain('Leadership');
    expect(
      (await c.call('getChannel', { params: { channel_id: SEED_IDS.channel('leadership') } })).status,
    ).toBe(404);
    expect(
      (await c.call('listChannelThreads', { params: { channel_id: SEED_IDS.channel('leadership') } })).status,
    ).toBe(404);
    expect(
      (await e.call('listOrganizationChannels', { params: { organization_id: SEED_IDS.acme } })).status,
    ).toBe(404);
  });

  it('creates, renames, joins, leaves and deletes a channel with the spec texts on conflicts', async () => {
    const created = await a.call('createOrganizationChannel', {
      params: { organization_id: SEED_IDS.acme },
      body: { name: ' Design ', is_public: true, color: '#123456' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Design', member_count: 1 });
    const taken = await a.call('createOrganizationChannel', {
      params: { organization_id: SEED_IDS.acme },
      body: { name: 'design', color: '#123456' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error?.message).toBe('This channel name is already taken');
    const tooLong = await a.call('createOrganizationChannel', {
      params: { organization_id: SEED_IDS.acme },
      body: { name: 'x'.repeat(101), color: '#123456' },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error?.message).toMatch(/^name:/);
    const id = created.body.id;
    const joined = await b.call('joinChannel', { params: { channel_id: id }, body: {} });
    expect(joined.body.member_count).toBe(2);
    expect((await b.call('listSelfChannels')).body.data.map((ch) => ch.id)).toContain(id);
    const level = await b.call('setChannelNotificationLevel', {
      params: { channel_id: id },
      body: { notification_level: 'all' },
    });
    expect(level.body.notification_level).toBe('all');
    expect((await b.call('leaveChannel', { params: { channel_id: id } })).status).toBe(204);
    const renamed = await a.call('updateChannel', {
      params: { channel_id: id },
      body: { name: 'Design team' },
    });
    expect(renamed.body.name).toBe('Design team');
    expect((await a.call('deleteChannel', { params: { channel_id: id } })).status).toBe(204);
    expect((await a.call('getChannel', { params: { channel_id: id } })).status).toBe(404);
  });

  it('keeps private channels and reordering for premium workspaces', async () => {
    const priv = await e.call('createOrganizationChannel', {
      params: { organization_id: SEED_IDS.globex },
      body: { name: 'Secret', is_public: false, color: '#123456' },
    });
    expect(priv.status).toBe(403);
    const rank = await e.call('setChannelRank', {
      params: { channel_id: SEED_IDS.channel('globex-general') },
      body: { rank: 'a' },
    });
    expect(rank.status).toBe(403);
    const premium = await a.call('setChannelRank', {
      params: { channel_id: SEED_IDS.channel('general') },
      body: { rank: 'a' },
    });
    expect(premium.body.rank).toBe('a');
  });

  it('summarises the rules that route mail to a channel', async () => {
    const rule = await b.call('createRule', {
      body: {
        query: 'from:nina',
        actions: [{ type: 'ADD_TO_CHANNEL', channel_id: SEED_IDS.channel('sales') }],
        apply_to_incoming: true,
        bulk_application: false,
      },
    });
    expect(rule.status).toBe(201);
    const summary = await a.call('getChannelRulesSummary', {
      params: { channel_id: SEED_IDS.channel('sales') },
    });
    expect(summary.body).toMatchObject({
      total_rules_count: 1,
      has_own_rules: false,
      has_team_member_rules: true,
    });
    expect(summary.body.user_rule_summaries[0]?.user_name).toBe('Bob Chen');
  });
});

describe('rules', () => {
  it('applies a rule to existing threads in the background and flags the channel meanwhile', async () => {
    const created = await a.call('createRule', {
      body: {
        query: 'from:tom.becker',
        actions: [{ type: 'ADD_TO_CHANNEL', channel_id: SEED_IDS.channel('support') }, { type: 'STAR' }],
        apply_to_incoming: false,
        bulk_application: true,
      },
    });
    expect(created.status).toBe(201);
    await server.services.background.idle();
    const channel = await a.call('getChannel', { params: { channel_id: SEED_IDS.channel('support') } });
    expect(channel.body.has_bulk_processing_in_progress).toBe(false);
    const matching = await a.call('listFilteredThreads', { query: { query: 'from:tom.becker', limit: 30 } });
    expect(matching.body.data.length).toBeGreaterThan(0);
    for (const t of matching.body.data) {
      expect(t.channel_ids).toContain(SEED_IDS.channel('support'));
      expect(t.is_starred).toBe(true);
    }
    const invalid = await a.call('createRule', {
      body: {
        query: 'from:(',
        actions: [{ type: 'STAR' }],
        apply_to_incoming: true,
        bulk_application: false,
      },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error?.message).toBe('query: Invalid filter definition');
    expect((await a.call('listSelfRules')).body.data.map((r) => r.id)).toContain(created.body.id);
    expect((await b.call('deleteRule', { params: { rule_id: created.body.id } })).status).toBe(404);
    expect((await a.call('deleteRule', { params: { rule_id: created.body.id } })).status).toBe(204);
  });

  it('applies incoming rules to new mail', async () => {
    await b.call('createRule', {
      body: {
        query: 'subject:invoice',
        actions: [{ type: 'STAR' }],
        apply_to_incoming: true,
        bulk_application: false,
      },
    });
    const threadId = `thr_rule_${Date.now()}`;
    await a.call('createThread', {
      body: {
        thread_id: threadId,
        message_id: `${threadId}_m`,
        message_body: '<p>Attached.</p>',
        thread_title: 'Invoice for May',
        internal_recipients: [{ user_id: bob, type: 'to' }],
      },
    });
    expect((await b.call('getThread', { params: { thread_id: threadId } })).body.is_starred).toBe(true);
    expect((await a.call('getThread', { params: { thread_id: threadId } })).body.is_starred).toBe(false);
  });
});

describe('inbox splits, settings and account', () => {
  it('creates a split, counts it in the account and filters the inbox by it', async () => {
    const split = await a.call('createInboxSplit', { body: { name: 'From Nina', query: 'from:nina' } });
    expect(split.status).toBe(201);
    expect(
      (await a.call('createInboxSplit', { body: { name: 'from nina', query: '' } })).body.error?.message,
    ).toBe('A split with this name already exists.');
    expect(
      (await a.call('createInboxSplit', { body: { name: 'Bad', query: 'from:(' } })).body.error?.message,
    ).toBe('query: Invalid filter definition');
    const inbox = await a.call('listInboxEvents', { query: { inbox_split_id: split.body.id, limit: 30 } });
    for (const item of inbox.body.data)
      expect(item.thread.senders.some((s) => s.email.includes('nina'))).toBe(true);
    const account = await a.call('getAccount');
    expect(account.body.unread_event_counts.by_inbox_split[split.body.id]).toBeTypeOf('number');
    expect(account.body.unread_event_counts.total).toBeGreaterThan(0);
    const settings = await a.call('getUserSettings', { params: { user_id: alice } });
    expect(
      settings.body.inbox_splits.some((s) => s.type === 'custom' && s.inbox_split_id === split.body.id),
    ).toBe(true);
    expect((await a.call('deleteInboxSplit', { params: { inbox_split_id: split.body.id } })).status).toBe(
      204,
    );
  });

  it("builds a split after answering: 'reindexing' with no count until its job ran, then its unread count", async () => {
    // Hold the server's background work so the state in between can be seen.
    const background = server.services.background;
    const run = background.run;
    const held: Array<() => Promise<unknown>> = [];
    background.run = (_name, task) => {
      held.push(task);
    };
    const unreadIn = async (splitId: string) => {
      const list = await a.call('listInboxEvents', { query: { inbox_split_id: splitId, limit: 30 } });
      return list.body.data.filter((item) => item.thread.inbox_event_is_unread).length;
    };
    try {
      const created = await a.call('createInboxSplit', { body: { name: 'Built later', query: 'from:nina' } });
      expect(created.body.status).toBe('reindexing');
      const id = created.body.id;
      const listed = async () => (await a.call('listInboxSplits')).body.data.find((s) => s.id === id);
      const counts = async () => (await a.call('getAccount')).body.unread_event_counts.by_inbox_split;
      expect((await listed())?.status).toBe('reindexing');
      expect(await counts()).not.toHaveProperty(id);
      expect(held).toHaveLength(1);

      await held.shift()?.();
      expect((await listed())?.status).toBeNull();
      const unread = await unreadIn(id);
      expect(unread).toBeGreaterThan(0);
      expect((await counts())[id]).toBe(unread);

      // A new query builds again; the same query does not.
      const renamed = await a.call('updateInboxSplit', {
        params: { inbox_split_id: id },
        body: { name: 'Built again', query: 'from:nina' },
      });
      expect(renamed.body.status).toBeNull();
      expect(held).toHaveLength(0);
      const changed = await a.call('updateInboxSplit', {
        params: { inbox_split_id: id },
        body: { query: 'from:nobody@nowhere.example' },
      });
      expect(changed.body.status).toBe('reindexing');
      expect(await counts()).not.toHaveProperty(id);
      await held.shift()?.();
      expect((await listed())?.status).toBeNull();
      expect((await counts())[id]).toBe(0);

      // Changed twice before a build ran: a build reads the query when it runs, so either builds the latest.
      await a.call('updateInboxSplit', { params: { inbox_split_id: id }, body: { query: 'from:sam' } });
      await a.call('updateInboxSplit', { params: { inbox_split_id: id }, body: { query: 'from:nina' } });
      expect(held).toHaveLength(2);
      await held.shift()?.();
      expect((await listed())?.status).toBeNull();
      await held.shift()?.();
      expect((await listed())?.status).toBeNull();
      expect((await counts())[id]).toBe(unread);
      await a.call('deleteInboxSplit', { params: { inbox_split_id: id } });
    } finally {
      background.run = run;
    }
  });

  it('changes settings; last opened times only move forward; other users settings are not found', async () => {
    const first = await a.call('updateUserSettings', {
      params: { user_id: alice },
      body: { theme: 'mint', last_opened_splits: { primary: '2026-06-15T10:00:00.000Z' } },
    });
    expect(first.body.theme).toBe('mint');
    const older = await a.call('updateUserSettings', {
      params: { user_id: alice },
      body: { last_opened_splits: { primary: '2026-06-01T10:00:00.000Z' } },
    });
    expect(older.body.last_opened_splits.primary).toBe('2026-06-15T10:00:00.000Z');
    expect((await a.call('getUserSettings', { params: { user_id: bob } })).status).toBe(404);
    const signature = await e.call('updateUserSettings', {
      params: { user_id: erin },
      body: { branding_signature_enabled: false },
    });
    expect(signature.status).toBe(400);
  });
});

describe('organizations and invites', () => {
  it('lists members and invites; invites with the spec conflict text and the free team limit', async () => {
    const members = await a.call('listOrganizationMembers', { params: { organization_id: SEED_IDS.acme } });
    expect(members.body.data.map((m) => m.email)).toContain('dave@acme.example');
    const dup = await a.call('createInvites', {
      body: { organization_id: SEED_IDS.acme, emails: ['bob@acme.example'] },
    });
    expect(dup.status).toBe(409);
    expect(dup.body.error?.message).toBe(
      'This person has already been invited or is already a member of your team',
    );
    const invited = await a.call('createInvites', {
      body: { organization_id: SEED_IDS.acme, emails: ['zoe@acme.example'] },
    });
    expect(invited.status).toBe(201);
    const id = invited.body.data[0]?.id as string;
    expect((await a.call('resendInvite', { params: { invite_id: id } })).status).toBe(200);
    expect((await e.call('deleteInvite', { params: { invite_id: id } })).status).toBe(404);
    expect((await a.call('deleteInvite', { params: { invite_id: id } })).status).toBe(204);
    const limited = await e.call('createInvites', {
      body: {
        organization_id: SEED_IDS.globex,
        emails: ['a@globex.example', 'b@globex.example', 'c@globex.example', 'd@globex.example'],
      },
    });
    expect(limited.status).toBe(403);
    const limits = await e.call('getTeamLimits', { params: { organization_id: SEED_IDS.globex } });
    expect(limits.body).toMatchObject({ currentTeamSize: 2, remainingSeats: 4, isSubscribed: false });
    expect(
      (await a.call('getTeamLimits', { params: { organization_id: SEED_IDS.acme } })).body.isSubscribed,
    ).toBe(true);
  });

  it("refuses an invite to someone already in a workspace ('You can't accept this invite')", async () => {
    const invite = await e.call('createInvites', {
      body: { organization_id: SEED_IDS.globex, emails: ['alice@acme.example'] },
    });
    const id = invite.body.data[0]?.id as string;
    const details = await a.call('getInvite', { params: { invite_id: id } });
    expect(details.body.organization_name).toBe('Globex');
    const accept = await a.call('acceptInvite', { params: { invite_id: id } });
    expect(accept.status).toBe(403);
    expect(accept.body.error?.message).toBe("You can't accept this invite");
    const gone = await a.call('getInvite', { params: { invite_id: 'inv_nope' } });
    expect(gone.body.error?.message).toBe(
      'This invite link has already been used or has expired. Please ask the person who invited you to send you a new one.',
    );
  });

  it('renames the workspace and answers the onboarding configuration', async () => {
    const renamed = await e.call('renameOrganization', {
      params: { organization_id: SEED_IDS.globex },
      body: { name: '  Globex Corp ' },
    });
    expect(renamed.body.name).toBe('Globex Corp');
    expect(
      (
        await e.call('renameOrganization', {
          params: { organization_id: SEED_IDS.globex },
          body: { name: '  ' },
        })
      ).status,
    ).toBe(400);
    expect(
      (await e.call('getOnboardingConfiguration', { params: { organization_id: SEED_IDS.globex } })).body
        .show_workspace_name_step,
    ).toBe(false);
    expect((await a.call('listSelfOrganizations')).body.data.map((o) => o.name)).toEqual(['Acme']);
  });
});

describe('attachments, billing, devices, contacts', () => {
  it('uploads a staged attachment, sends it, and downloads it from the signed link', async () => {
    const content = Buffer.from('hello attachment');
    const staged = await a.call('createStagedAttachment', {
      body: { download_file_name: 'note.txt', mime_type: 'text/plain', file_size: content.length },
    });
    expect(staged.status).toBe(201);
    const upload = await fetch(staged.body.upload_url, {
      method: 'PUT',
      body: content,
      headers: staged.body.headers,
    });
    expect(upload.status).toBe(200);
    const blocked = await a.call('createStagedAttachment', {
      body: { download_file_name: 'run.exe', mime_type: 'application/octet-stream', file_size: 10 },
    });
    expect(blocked.body.error?.message).toBe(
      'download_file_name: "run.exe" has been blocked for security reasons.',
    );
    const threadId = `thr_att_${Date.now()}`;
    const created = await a.call('createThread', {
      body: {
        thread_id: threadId,
        message_id: `${threadId}_m`,
        message_body: '<p>See attached</p>',
        thread_title: 'File',
        internal_recipients: [{ user_id: bob, type: 'to' }],
        staged_attachment_ids: [staged.body.id],
      },
    });
    const attachment = created.body.attachments[0];
    expect(attachment?.name).toBe('note.txt');
    const download = await fetch(new URL(attachment?.download_url ?? '', server.url));
    expect(download.status).toBe(200);
    expect(await download.text()).toBe('hello attachment');
    const forged = await fetch(
      new URL(`/files/attachments/${attachment?.id}/note.txt?exp=9999999999&sig=forged`, server.url),
    );
    expect(forged.status).toBe(403);
  });

  /** A staged upload of `content`, PUT to its signed link; its id. */
  async function stage(
    client: TestClient,
    name: string,
    type: string,
    content: Buffer<ArrayBuffer>,
  ): Promise<string> {
    const staged = await client.call('createStagedAttachment', {
      body: { download_file_name: name, mime_type: type, file_size: content.length },
    });
    expect(staged.status).toBe(201);
    const upload = await fetch(staged.body.upload_url, {
      method: 'PUT',
      body: content,
      headers: staged.body.headers,
    });
    expect(upload.status).toBe(200);
    return staged.body.id;
  }

  it("refuses a staged id that is unknown, another user's or expired with a 400 and sends nothing; a refresh makes an expired one sendable again", async () => {
    const send = (ids: string[], suffix: string) =>
      a.call('createThread', {
        body: {
          thread_id: `thr_stg_${suffix}_${Date.now()}`,
          message_id: `msg_stg_${suffix}_${Date.now()}`,
          message_body: '<p>Attached</p>',
          thread_title: `Staged ${suffix}`,
          internal_recipients: [{ user_id: bob, type: 'to' }],
          staged_attachment_ids: ids,
        },
      });
    const refusal = 'staged_attachment_ids: An attachment was not found or has expired';
    const unknown = await send(['stg_does_not_exist'], 'unknown');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error?.message).toBe(refusal);
    const bobs = await stage(b, 'bob.txt', 'text/plain', Buffer.from('bob'));
    const foreign = await send([bobs], 'foreign');
    expect(foreign.status).toBe(400);
    expect(foreign.body.error?.message).toBe(refusal);
    const id = await stage(a, 'old.txt', 'text/plain', Buffer.from('old'));
    await server.db
      .updateTable('staged_attachments')
      .set({ expiry_date: new Date(TEST_NOW.getTime() - 60_000) })
      .where('id', '=', id)
      .execute();
    const expired = await send([id], 'expired');
    expect(expired.status).toBe(400);
    expect(expired.body.error?.message).toBe(refusal);
    // Nothing was created by the refused sends.
    const made = await server.db
      .selectFrom('threads')
      .select('id')
      .where('title', 'in', ['Staged unknown', 'Staged foreign', 'Staged expired'])
      .execute();
    expect(made).toEqual([]);
    // Refreshed (the client does so before sending), it goes, with its content.
    const refreshed = await a.call('refreshStagedAttachment', { params: { staged_attachment_id: id } });
    expect(refreshed.status).toBe(200);
    expect(new Date(refreshed.body.expiry_date).getTime()).toBeGreaterThan(TEST_NOW.getTime());
    const sent = await send([id], 'refreshed');
    expect(sent.status).toBe(201);
    expect(sent.body.attachments.map((x) => x.name)).toEqual(['old.txt']);
    // A staged id that is gone cannot be refreshed either.
    expect((await a.call('refreshStagedAttachment', { params: { staged_attachment_id: id } })).status).toBe(
      404,
    );
  });

  it('shows an image the body names as cid:{staged id} inline, from a signed link, and not among the files', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const image = await stage(a, 'pasted.png', 'image/png', png);
    // While staged, the composer shows it from the signed download_url the upload answered.
    const again = await a.call('refreshStagedAttachment', { params: { staged_attachment_id: image } });
    const preview = await fetch(again.body.download_url);
    expect(preview.status).toBe(200);
    expect(Buffer.from(await preview.arrayBuffer()).equals(png)).toBe(true);
    expect((await fetch(again.body.download_url.replace(/sig=[^&]+/, 'sig=forged'))).status).toBe(403);
    const file = await stage(a, 'notes.txt', 'text/plain', Buffer.from('notes'));
    const threadId = `thr_inline_${Date.now()}`;
    const created = await a.call('createThread', {
      body: {
        thread_id: threadId,
        message_id: `${threadId}_m`,
        message_body: `<p>Look:</p><img src="cid:${image}" alt="pasted.png"><p>and the notes</p>`,
        thread_title: 'Inline image',
        internal_recipients: [{ user_id: bob, type: 'to' }],
        staged_attachment_ids: [image, file],
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.attachments.map((x) => x.name)).toEqual(['notes.txt']);
    const messages = await b.call('listThreadMessages', { params: { thread_id: threadId } });
    const message = messages.body.data[0];
    expect(message?.attachments.map((x) => x.name)).toEqual(['notes.txt']);
    const src = /<img src="([^"]+)"/.exec(message?.body ?? '')?.[1]?.replace(/&amp;/g, '&');
    expect(src).toMatch(/^\/files\/attachments\//);
    const shown = await fetch(new URL(src ?? '', server.url));
    expect(shown.status).toBe(200);
    expect(shown.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await shown.arrayBuffer()).equals(png)).toBe(true);
  });

  it('a forward carries the inline images of the messages it forwards: its recipient sees them, its mail holds them', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const image = await stage(a, 'chart.png', 'image/png', png);
    const originId = `thr_fwd_inline_${Date.now()}`;
    const origin = await a.call('createThread', {
      body: {
        thread_id: originId,
        message_id: `${originId}_m`,
        message_body: `<p>The chart:</p><img src="cid:${image}" alt="chart.png">`,
        thread_title: 'Inline chart',
        internal_recipients: [{ user_id: bob, type: 'to' }],
        staged_attachment_ids: [image],
      },
    });
    expect(origin.status).toBe(201);
    // Carol cannot open the origin thread; the forward is all she sees of it.
    expect((await c.call('getThread', { params: { thread_id: originId } })).status).toBe(404);
    const forwardId = `${originId}_fwd`;
    const forward = await a.call('createThread', {
      body: {
        thread_id: forwardId,
        message_id: `${forwardId}_m`,
        message_body: '<p>FYI</p>',
        thread_title: 'Fwd: Inline chart',
        internal_recipients: [{ user_id: carol, type: 'to' }],
        external_recipients: [{ email: 'partner@example.net', type: 'to' }],
        origin: { type: 'forward', referenced_message_id: `${originId}_m` },
      },
    });
    expect(forward.status).toBe(201);
    // No file chip: the image stays inline.
    expect(forward.body.attachments).toEqual([]);
    const refs = await c.call('listReferencedMessages', { params: { thread_id: forwardId } });
    expect(refs.status).toBe(200);
    const body = refs.body.data.at(-1)?.body ?? '';
    const src = /<img src="([^"]+)"/.exec(body)?.[1]?.replace(/&amp;/g, '&');
    expect(src).toMatch(/^\/files\/attachments\//);
    const shown = await fetch(new URL(src ?? '', server.url));
    expect(shown.status).toBe(200);
    expect(Buffer.from(await shown.arrayBuffer()).equals(png)).toBe(true);
    // The mail that leaves holds the image as the inline part its forwarded block names.
    const mail = await loadOutgoingMail(server.db, `${forwardId}_m`, ['partner@example.net']);
    expect(mail?.html).toContain(`cid:${image}`);
    const part = mail?.attachments.find((x) => x.cid === image);
    expect(part?.contentDisposition).toBe('inline');
    expect(part?.content.equals(png)).toBe(true);
  });

  it('registers and removes a device; lists contacts', async () => {
    const device = {
      device_id: 'dev1',
      device_type: 'browser' as const,
      push_subscription: {
        endpoint: 'https://push.example/1',
        keys: {
          p256dh: 'BDrlSMQ_JnFBhe_g9XoSY9gShl4Gfvz9k7WapnEKJzZR7IhmbAlOFj84v_3RrHXikEy_vtelOFFLnPOck0grCoA',
          auth: 'kX3ALB2K6B4i6QZ1Wb_jdQ',
        },
      },
    };
    expect((await a.call('registerDevice', { body: device })).status).toBe(201);
    expect(
      (await a.call('removeDevice', { body: { device_id: 'dev1', endpoint: 'https://push.example/1' } }))
        .status,
    ).toBe(204);
    const contacts = await a.call('listContacts', { query: { q: 'nina' } });
    expect(contacts.body.data.map((ct) => ct.email)).toContain('nina.patel@northwind.example');
  });
});

describe('first sign-in against an external issuer', () => {
  let external: RunningServer | undefined;
  afterAll(async () => {
    await external?.close();
  });

  it('verifies tokens with the issuer JWKS, creates the account with POST /users, then answers /self', async () => {
    external = await createServer({
      memory: true,
      port: 0,
      host: '127.0.0.1',
      seed: false,
      scheduler: false,
      config: { oidcIssuer: `${server.url}/oidc`, audience: `${server.url}/api`, webDistDir: '/nonexistent' },
    });
    const token = (await signIn(server.url, alice)).access_token;
    const call = (method: string, path: string, body?: unknown) =>
      fetch(`${external?.url}/api${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    expect((await call('GET', '/self')).status).toBe(401);
    const created = await call('POST', '/users', { display_name: 'Alice M.' });
    expect(created.status).toBe(201);
    const user = (await created.json()) as { id: string; email: string };
    expect(user.email).toBe('alice@acme.example');
    const self = await call('GET', '/self');
    expect(self.status).toBe(200);
    expect(((await self.json()) as { id: string }).id).toBe(user.id);
    const connection = await call('POST', `/users/${user.id}/provider_connections`, {
      provider: 'google',
      oauth_scopes: ['gmail.readonly'],
    });
    expect(connection.status).toBe(201);
    const again = await call('POST', '/users', {});
    expect(((await again.json()) as { id: string }).id).toBe(user.id);
  });
});

describe('seeded attachments', () => {
  it('serves a seeded PDF from its signed link', async () => {
    const result = await a.call('listFilteredThreads', { query: { query: 'filename:.pdf', limit: 5 } });
    // List rows name attachments; their kind and download link come with the thread.
    const row = result.body.data.find((t) => t.attachments.some((att) => att.name.endsWith('.pdf')));
    if (!row) throw new Error('no seeded pdf');
    const opened = await a.call('getThread', { params: { thread_id: row.id } });
    const pdf = opened.body.attachments.find((att) => att.mime_type === 'application/pdf');
    if (!pdf) throw new Error('no seeded pdf');
    const download = await fetch(new URL(pdf.download_url, server.url));
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await download.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 8))).toBe('%PDF-1.4');
    expect(bytes.byteLength).toBe(pdf.size);
  });
});
