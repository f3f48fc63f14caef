import type {
  Channel,
  Contact,
  InboxItem,
  InboxSplit,
  Invite,
  Message,
  Organization,
  Rule,
  Thread,
} from '@switchboard/domain';
import { type InfiniteData, MutationObserver, type QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type ApiClient,
  ApiError,
  createMutations,
  createQueries,
  createQueryClient,
  type MutationDefinitions,
  type Page,
  queryKeys,
} from '../src/index.js';
import { channel, contact, inboxItem, message, page, thread, user } from './fixtures.js';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const serverError = () => new ApiError({ type: 'internal', message: 'down', status: 500, endpoint: 'test' });

/** A stand-in api whose calls wait until the test settles them, in any order. */
function controlledApi() {
  const calls: { name: string; input: unknown; settle: ReturnType<typeof deferred<unknown>> }[] = [];
  const api = new Proxy(
    {},
    {
      get: (_target, name: string) => (input: unknown) => {
        const settle = deferred<unknown>();
        calls.push({ name, input, settle });
        return settle.promise;
      },
    },
  ) as ApiClient;
  return { api, calls };
}

function run<N extends keyof MutationDefinitions>(
  queryClient: QueryClient,
  mutations: MutationDefinitions,
  name: N,
  vars: Parameters<MutationObserver<unknown, unknown, unknown>['mutate']>[0],
) {
  const observer = new MutationObserver(queryClient, mutations[name]() as never);
  return observer.mutate(vars as never).catch(() => undefined);
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

const inboxKey = createQueries({} as ApiClient).inboxEvents().queryKey;
const starredKey = createQueries({} as ApiClient).threadFolder('starred').queryKey;

function inbox(queryClient: QueryClient) {
  return queryClient.getQueryData<Page<InboxItem>>(inboxKey)?.data ?? [];
}

let queryClient: QueryClient | undefined;
afterEach(() => {
  queryClient?.clear();
  vi.useRealTimers();
});

function setup() {
  queryClient = createQueryClient();
  const { api, calls } = controlledApi();
  const mutations = createMutations(api, queryClient);
  queryClient.setQueryData(queryKeys.self(), user());
  queryClient.setQueryData(
    inboxKey,
    page([inboxItem('ie_1', 't_1'), inboxItem('ie_2', 't_2'), inboxItem('ie_3', 't_3')]),
  );
  queryClient.setQueryData(queryKeys.threads.detail('t_1'), thread('t_1'));
  return { queryClient, api, calls, mutations };
}

describe('optimistic updates', () => {
  it('apply to every cached copy at once, before the server answers', async () => {
    const { queryClient, calls, mutations } = setup();
    void run(queryClient, mutations, 'starThreads', { body: { thread_ids: ['t_1'] } });
    await tick();
    expect(calls).toHaveLength(1);
    expect(inbox(queryClient).map((item) => item.thread.is_starred)).toEqual([true, false, false]);
    expect(queryClient.getQueryData<Thread>(queryKeys.threads.detail('t_1'))?.is_starred).toBe(true);
  });

  it('mark a list row unread at once from its latest message id, with no message of it cached', async () => {
    const { queryClient, calls, mutations } = setup();
    queryClient.setQueryData(
      inboxKey,
      page([{ ...inboxItem('ie_2', 't_2'), thread: thread('t_2', { inbox_event_is_unread: false }) }]),
    );
    void run(queryClient, mutations, 'markMessagesAsUnread', { body: { message_ids: ['t_2_m1'] } });
    await tick();
    expect(calls).toHaveLength(1);
    expect(inbox(queryClient).map((item) => item.thread.inbox_event_is_unread)).toEqual([true]);
  });

  it('roll back per item: a failed star is undone while a concurrent successful one is kept', async () => {
    const { queryClient, calls, mutations } = setup();
    const first = run(queryClient, mutations, 'starThreads', { body: { thread_ids: ['t_1'] } });
    await tick();
    const second = run(queryClient, mutations, 'starThreads', { body: { thread_ids: ['t_2'] } });
    await tick();
    calls[1]?.settle.resolve({ data: undefined, cancelToken: 'c2' });
    await second;
    calls[0]?.settle.reject(serverError());
    await first;
    expect(inbox(queryClient).map((item) => [item.thread.id, item.thread.is_starred])).toEqual([
      ['t_1', false],
      ['t_2', true],
      ['t_3', false],
    ]);
    expect(queryClient.getQueryData<Thread>(queryKeys.threads.detail('t_1'))?.is_starred).toBe(false);
  });

  it('keep a later change to the same field when an earlier one fails', async () => {
    const { queryClient, calls, mutations } = setup();
    const star = run(queryClient, mutations, 'starThreads', { body: { thread_ids: ['t_1'] } });
    await tick();
    const unstar = run(queryClient, mutations, 'unstarThreads', { body: { thread_ids: ['t_1'] } });
    await tick();
    calls[1]?.settle.resolve({ data: undefined, cancelToken: 'c' });
    await unstar;
    calls[0]?.settle.reject(serverError());
    await star;
    expect(queryClient.getQueryData<Thread>(queryKeys.threads.detail('t_1'))?.is_starred).toBe(false);
  });

  it('put a failed archive back in its slot while a concurrent successful archive stays gone', async () => {
    const { queryClient, calls, mutations } = setup();
    const failing = run(queryClient, mutations, 'removeInboxEventFromInbox', {
      params: { inbox_item_id: 'ie_2' },
    });
    await tick();
    const succeeding = run(queryClient, mutations, 'removeInboxEventFromInbox', {
      params: { inbox_item_id: 'ie_3' },
    });
    await tick();
    expect(inbox(queryClient).map((item) => item.id)).toEqual(['ie_1']);
    calls[1]?.settle.resolve({ data: undefined, cancelToken: 'c' });
    await succeeding;
    calls[0]?.settle.reject(serverError());
    await failing;
    expect(inbox(queryClient).map((item) => item.id)).toEqual(['ie_1', 'ie_2']);
    expect(queryClient.getQueryData<Page<InboxItem>>(inboxKey)?.meta.returned_count).toBe(2);
  });

  it('take a trashed thread out of every list but trash, and bring it back if trashing fails', async () => {
    const { queryClient, calls, mutations } = setup();
    queryClient.setQueryData(starredKey, page([thread('t_1', { is_starred: true })]));
    const trashing = run(queryClient, mutations, 'trashThread', { params: { thread_id: 't_1' } });
    await tick();
    expect(inbox(queryClient).map((item) => item.id)).toEqual(['ie_2', 'ie_3']);
    expect(queryClient.getQueryData<Page<Thread>>(starredKey)?.data).toEqual([]);
    expect(queryClient.getQueryData<Thread>(queryKeys.threads.detail('t_1'))?.trashed_date).not.toBeNull();
    calls[0]?.settle.reject(serverError());
    await trashing;
    expect(inbox(queryClient).map((item) => item.id)).toEqual(['ie_1', 'ie_2', 'ie_3']);
    expect(queryClient.getQueryData<Page<Thread>>(starredKey)?.data.map((t) => t.id)).toEqual(['t_1']);
    expect(queryClient.getQueryData<Thread>(queryKeys.threads.detail('t_1'))?.trashed_date).toBeNull();
  });

  it('work on infinite lists too', async () => {
    const { queryClient, calls, mutations } = setup();
    const key = createQueries({} as ApiClient).inboxEventsInfinite().queryKey;
    queryClient.setQueryData<InfiniteData<Page<InboxItem>, string | undefined>>(key, {
      pages: [page([inboxItem('ie_1', 't_1')]), page([inboxItem('ie_2', 't_2')])],
      pageParams: [undefined, 'p2'],
    });
    const archiving = run(queryClient, mutations, 'removeInboxEventFromInbox', {
      params: { inbox_item_id: 'ie_2' },
    });
    await tick();
    expect(queryClient.getQueryData<InfiniteData<Page<InboxItem>>>(key)?.pages[1]?.data).toEqual([]);
    calls[0]?.settle.reject(serverError());
    await archiving;
    expect(
      queryClient.getQueryData<InfiniteData<Page<InboxItem>>>(key)?.pages[1]?.data.map((i) => i.id),
    ).toEqual(['ie_2']);
  });

  it('never roll back a send: a failed reply stays, marked as not sending', async () => {
    const { queryClient, calls, mutations } = setup();
    const messagesKey = createQueries({} as ApiClient).threadMessages('t_1').queryKey;
    queryClient.setQueryData(messagesKey, page([message('m_1', 't_1')]));
    const sending = run(queryClient, mutations, 'postThreadMessage', {
      params: { thread_id: 't_1' },
      body: { id: 'm_new', message_body: '<p>On it</p>' },
    });
    await tick();
    const during = queryClient.getQueryData<Page<Message>>(messagesKey)?.data ?? [];
    expect(during.map((m) => [m.id, m.isSending])).toEqual([
      ['m_1', undefined],
      ['m_new', true],
    ]);
    expect(during[1]?.sender.id).toBe(user().id);
    calls[0]?.settle.reject(serverError());
    await sending;
    const after = queryClient.getQueryData<Page<Message>>(messagesKey)?.data ?? [];
    expect(after.map((m) => [m.id, m.isSending])).toEqual([
      ['m_1', undefined],
      ['m_new', false],
    ]);
  });

  it('keep a failed private message (and one still sending) when the discussion is fetched again, until it is sent or discarded', async () => {
    const { queryClient, api, calls, mutations } = setup();
    const options = createQueries(api).privateMessages('t_1', 'org_1');
    queryClient.setQueryData(options.queryKey, page([message('p_1', 't_1')]));
    const vars = {
      params: { thread_id: 't_1' },
      query: { organization_id: 'org_1' },
      body: { id: 'p_new', message_body: '<p>On it</p>' },
    };
    const sending = run(queryClient, mutations, 'postPrivateMessage', vars);
    await tick();
    calls[0]?.settle.reject(serverError());
    await sending;
    const ids = () =>
      (queryClient.getQueryData<Page<Message>>(options.queryKey)?.data ?? []).map((m) => m.id);
    // A later fetch (a live notice, the poll) answers without it: it stays, failed, with Resend.
    const refetch = queryClient.fetchQuery({ ...options, staleTime: 0 });
    await tick();
    calls.at(-1)?.settle.resolve(page([message('p_1', 't_1'), message('p_2', 't_1')]));
    await refetch;
    expect(ids()).toEqual(['p_1', 'p_2', 'p_new']);
    expect(
      queryClient.getQueryData<Page<Message>>(options.queryKey)?.data.find((m) => m.id === 'p_new')
        ?.isSending,
    ).toBe(false);
    // Once the server has it, the server's copy is the only one.
    const again = queryClient.fetchQuery({ ...options, staleTime: 0 });
    await tick();
    calls.at(-1)?.settle.resolve(page([message('p_1', 't_1'), message('p_new', 't_1')]));
    await again;
    expect(ids()).toEqual(['p_1', 'p_new']);
  });

  it('show a failed reply sent again (same id) as sending at once, once in the list, and failed again if refused', async () => {
    const { queryClient, calls, mutations } = setup();
    const messagesKey = createQueries({} as ApiClient).threadMessages('t_1').queryKey;
    queryClient.setQueryData(messagesKey, page([message('m_1', 't_1')]));
    const vars = { params: { thread_id: 't_1' }, body: { id: 'm_new', message_body: '<p>On it</p>' } };
    const state = () =>
      (queryClient.getQueryData<Page<Message>>(messagesKey)?.data ?? []).map((m) => [
        m.id,
        m.isSending,
        m.resendCount,
      ]);
    const first = run(queryClient, mutations, 'postThreadMessage', vars);
    await tick();
    calls[0]?.settle.reject(serverError());
    await first;
    expect(state()).toEqual([
      ['m_1', undefined, undefined],
      ['m_new', false, 1],
    ]);
    const again = run(queryClient, mutations, 'postThreadMessage', vars);
    await tick();
    expect(state()).toEqual([
      ['m_1', undefined, undefined],
      ['m_new', true, 1],
    ]);
    calls[1]?.settle.reject(serverError());
    await again;
    expect(state()).toEqual([
      ['m_1', undefined, undefined],
      ['m_new', false, 2],
    ]);
  });

  it('clear a failed delivery at once on resend, and show it failed again if the server refuses', async () => {
    const { queryClient, calls, mutations } = setup();
    const messagesKey = createQueries({} as ApiClient).threadMessages('t_1').queryKey;
    const failedAt = '2026-01-01T10:00:00.000Z';
    queryClient.setQueryData(messagesKey, page([{ ...message('m_1', 't_1'), send_failed_date: failedAt }]));
    const failedDate = () => queryClient.getQueryData<Page<Message>>(messagesKey)?.data[0]?.send_failed_date;
    const resending = run(queryClient, mutations, 'resendMessage', { params: { message_id: 'm_1' } });
    await tick();
    expect(calls[0]?.name).toBe('resendMessage');
    expect(failedDate()).toBeNull();
    calls[0]?.settle.reject(serverError());
    await resending;
    expect(failedDate()).toBe(failedAt);
  });

  it('undo through cancelCommand rolls back exactly what the mutation changed', async () => {
    const { queryClient, calls, mutations } = setup();
    const archiving = run(queryClient, mutations, 'removeInboxEventFromInbox', {
      params: { inbox_item_id: 'ie_1' },
    });
    await tick();
    calls[0]?.settle.resolve({ data: undefined, cancelToken: 'token-1' });
    await archiving;
    expect(inbox(queryClient).map((item) => item.id)).toEqual(['ie_2', 'ie_3']);
    const undo = run(queryClient, mutations, 'cancelCommand', { body: { cancel_token: 'token-1' } });
    await tick();
    expect(inbox(queryClient).map((item) => item.id)).toEqual(['ie_1', 'ie_2', 'ie_3']);
    expect(calls[1]?.input).toEqual({ body: { cancel_token: 'token-1' } });
    calls[1]?.settle.resolve(undefined);
    await undo;
  });
});

describe('optimistic creates and additions', () => {
  const queries = createQueries({} as ApiClient);
  const ids = <T extends { id: string }>(key: readonly unknown[]) =>
    (queryClient?.getQueryData<Page<T>>(key)?.data ?? []).map((item) => item.id);
  const split = (id: string, name: string): InboxSplit => ({
    id,
    name,
    query: 'from:bob',
    show_in_category_split: false,
    enabled: true,
    type: 'custom',
    status: null,
  });

  it('list a new split at once under a placeholder id, swapped for the server answer', async () => {
    const { queryClient, calls, mutations } = setup();
    const key = queries.inboxSplits().queryKey;
    queryClient.setQueryData(key, page([split('s_1', 'Bob')]));
    const creating = run(queryClient, mutations, 'createInboxSplit', {
      body: { name: ' Carol ', query: 'from:carol' },
    });
    await tick();
    const during = queryClient.getQueryData<Page<InboxSplit>>(key)?.data ?? [];
    expect(during.map((s) => s.name)).toEqual(['Bob', 'Carol']);
    expect(during[1]?.id).toContain('TEMPORARY_ID_PENDING_REFRESH');
    expect(queryClient.getQueryData<Page<InboxSplit>>(key)?.meta.returned_count).toBe(2);
    calls[0]?.settle.resolve(split('s_2', 'Carol'));
    await creating;
    expect(ids(key)).toEqual(['s_1', 's_2']);
  });

  it('take out only the failed split while a concurrent successful one stays', async () => {
    const { queryClient, calls, mutations } = setup();
    const key = queries.inboxSplits().queryKey;
    queryClient.setQueryData(key, page([split('s_1', 'Bob')]));
    const failing = run(queryClient, mutations, 'createInboxSplit', {
      body: { name: 'Carol', query: 'from:carol' },
    });
    await tick();
    const succeeding = run(queryClient, mutations, 'createInboxSplit', {
      body: { name: 'Dave', query: 'from:dave' },
    });
    await tick();
    expect(queryClient.getQueryData<Page<InboxSplit>>(key)?.data.map((s) => s.name)).toEqual([
      'Bob',
      'Carol',
      'Dave',
    ]);
    calls[1]?.settle.resolve(split('s_3', 'Dave'));
    await succeeding;
    calls[0]?.settle.reject(serverError());
    await failing;
    expect(ids(key)).toEqual(['s_1', 's_3']);
    expect(queryClient.getQueryData<Page<InboxSplit>>(key)?.meta.returned_count).toBe(2);
  });

  it('list a new rule at once and take out only the failed one', async () => {
    const { queryClient, calls, mutations } = setup();
    const key = queries.rules().queryKey;
    queryClient.setQueryData(key, page<Rule>([]));
    const body = (query: string) => ({
      query,
      actions: [{ type: 'STAR' as const }],
      apply_to_incoming: true,
      bulk_application: false,
    });
    const failing = run(queryClient, mutations, 'createRule', { body: body('from:bob') });
    await tick();
    const succeeding = run(queryClient, mutations, 'createRule', {
      body: { ...body('from:carol'), id: 'r_2' },
    });
    await tick();
    expect(queryClient.getQueryData<Page<Rule>>(key)?.data.map((r) => r.query)).toEqual([
      'from:bob',
      'from:carol',
    ]);
    calls[1]?.settle.resolve({ ...body('from:carol'), id: 'r_2', created_at: '2024-05-01T10:00:00.000Z' });
    await succeeding;
    calls[0]?.settle.reject(serverError());
    await failing;
    expect(ids(key)).toEqual(['r_2']);
  });

  it('list a new organization at once with the user as member, and drop it if creation fails', async () => {
    const { queryClient, calls, mutations } = setup();
    const key = queries.organizations().queryKey;
    const acme: Organization = {
      id: 'o_acme',
      name: 'Acme',
      members: [contact()],
      invites: [],
      features: [],
      isPaying: false,
    };
    queryClient.setQueryData(key, page([acme]));
    const failing = run(queryClient, mutations, 'createOrganization', { body: { name: 'Initech' } });
    await tick();
    const succeeding = run(queryClient, mutations, 'createOrganization', { body: { name: 'Globex' } });
    await tick();
    const during = queryClient.getQueryData<Page<Organization>>(key)?.data ?? [];
    expect(during.map((o) => o.name)).toEqual(['Acme', 'Initech', 'Globex']);
    expect(during[1]?.members.map((m) => m.id)).toEqual([user().id]);
    calls[1]?.settle.resolve({ ...acme, id: 'o_globex', name: 'Globex' });
    await succeeding;
    calls[0]?.settle.reject(serverError());
    await failing;
    expect(ids(key)).toEqual(['o_acme', 'o_globex']);
  });

  it('list invites at once, replaced by the server invites, and drop only a failed batch', async () => {
    const { queryClient, calls, mutations } = setup();
    const key = queries.organizationInvites('o_acme').queryKey;
    queryClient.setQueryData(key, page<Invite>([]));
    const failing = run(queryClient, mutations, 'createInvites', {
      body: { organization_id: 'o_acme', emails: ['erin@example.com'] },
    });
    await tick();
    const succeeding = run(queryClient, mutations, 'createInvites', {
      body: { organization_id: 'o_acme', emails: ['frank@example.com', 'gina@example.com'] },
    });
    await tick();
    expect(queryClient.getQueryData<Page<Invite>>(key)?.data.map((i) => i.email)).toEqual([
      'erin@example.com',
      'frank@example.com',
      'gina@example.com',
    ]);
    const invite = (id: string, email: string): Invite => ({
      id,
      email,
      creation_date: '2024-05-01T10:00:00.000Z',
    });
    calls[1]?.settle.resolve(page([invite('i_f', 'frank@example.com'), invite('i_g', 'gina@example.com')]));
    await succeeding;
    calls[0]?.settle.reject(serverError());
    await failing;
    expect(ids(key)).toEqual(['i_f', 'i_g']);
  });

  it('add cached contacts as channel participants at once, undoing only a failed addition', async () => {
    const { queryClient, calls, mutations } = setup();
    const bob = contact('u_bob', 'bob@acme.example');
    const carol = contact('u_carol', 'carol@acme.example');
    queryClient.setQueryData(queries.organizationMembers('o_acme').queryKey, page([contact(), bob, carol]));
    const key = queries.selfChannels().queryKey;
    queryClient.setQueryData(key, page([channel('c_1', { member_count: 1 })]));
    const channelNow = () => queryClient.getQueryData<Page<Channel>>(key)?.data[0];
    const failing = run(queryClient, mutations, 'addChannelParticipants', {
      params: { channel_id: 'c_1' },
      body: { user_ids: ['u_bob'] },
    });
    await tick();
    const succeeding = run(queryClient, mutations, 'addChannelParticipants', {
      params: { channel_id: 'c_1' },
      body: { user_ids: ['u_carol'] },
    });
    await tick();
    expect(channelNow()?.participants.map((p) => p.id)).toEqual(['u_alice', 'u_bob', 'u_carol']);
    expect(channelNow()?.member_count).toBe(3);
    calls[1]?.settle.resolve(channel('c_1', { participants: [contact(), carol], member_count: 2 }));
    await succeeding;
    calls[0]?.settle.reject(serverError());
    await failing;
    expect(channelNow()?.participants.map((p) => p.id)).toEqual(['u_alice', 'u_carol']);
    expect(channelNow()?.member_count).toBe(2);
  });

  it('add cached contacts as thread followers at once, undoing only a failed addition', async () => {
    const { queryClient, calls, mutations } = setup();
    const bob = contact('u_bob', 'bob@acme.example');
    const carol = contact('u_carol', 'carol@acme.example');
    queryClient.setQueryData(queries.contacts().queryKey, page<Contact>([bob, carol]));
    const followers = () =>
      queryClient.getQueryData<Thread>(queryKeys.threads.detail('t_1'))?.followers.map((f) => f.contact.id);
    const failing = run(queryClient, mutations, 'addThreadFollowers', {
      params: { thread_id: 't_1' },
      body: { user_ids: ['u_bob'] },
    });
    await tick();
    const succeeding = run(queryClient, mutations, 'addThreadFollowers', {
      params: { thread_id: 't_1' },
      body: { user_ids: ['u_carol'] },
    });
    await tick();
    expect(followers()).toEqual(['u_bob', 'u_carol']);
    expect((inbox(queryClient)[0]?.thread as Thread | undefined)?.followers.map((f) => f.contact.id)).toEqual(
      ['u_bob', 'u_carol'],
    );
    calls[1]?.settle.resolve(
      thread('t_1', { followers: [{ contact: carol, is_removable: true, is_explicit: true }] }),
    );
    await succeeding;
    calls[0]?.settle.reject(serverError());
    await failing;
    expect(followers()).toEqual(['u_carol']);
    expect((inbox(queryClient)[0]?.thread as Thread | undefined)?.followers.map((f) => f.contact.id)).toEqual(
      ['u_carol'],
    );
  });

  it('set an assignee from cached contacts at once, and leave an unknown one to the server', async () => {
    const { queryClient, calls, mutations } = setup();
    const bob = contact('u_bob', 'bob@acme.example');
    queryClient.setQueryData(queries.organizationMembers('o_acme').queryKey, page([bob]));
    const assignee = () => queryClient.getQueryData<Thread>(queryKeys.threads.detail('t_1'))?.assignee;
    const assigning = run(queryClient, mutations, 'updateThread', {
      params: { thread_id: 't_1' },
      body: { assignee_id: 'u_bob' },
    });
    await tick();
    expect(assignee()).toEqual(bob);
    calls[0]?.settle.reject(serverError());
    await assigning;
    expect(assignee()).toBeNull();
    const unknown = run(queryClient, mutations, 'updateThread', {
      params: { thread_id: 't_1' },
      body: { assignee_id: 'u_nobody' },
    });
    await tick();
    expect(assignee()).toBeNull();
    calls[1]?.settle.reject(serverError());
    await unknown;
  });

  it('show a new thread at the top of the sent list at once, and never roll it back', async () => {
    const { queryClient, calls, mutations } = setup();
    const sentKey = queries.threadFolder('sent').queryKey;
    const channelKey = queries.channelThreads('c_1').queryKey;
    queryClient.setQueryData(sentKey, page([thread('t_old')]));
    queryClient.setQueryData(channelKey, page<Thread>([]));
    queryClient.setQueryData(
      queries.organizationMembers('o_acme').queryKey,
      page([contact('u_bob', 'bob@acme.example')]),
    );
    const sending = run(queryClient, mutations, 'createThread', {
      body: {
        thread_id: 't_new',
        message_id: 'm_new',
        message_body: '<p>Hello <b>Bob</b></p>',
        thread_title: 'Plans',
        channel_ids: ['c_1'],
        internal_recipients: [{ user_id: 'u_bob', type: 'to' }],
        external_recipients: [{ email: 'zoe@example.com', type: 'cc' }],
      },
    });
    await tick();
    const during = queryClient.getQueryData<Page<Thread>>(sentKey)?.data ?? [];
    expect(during.map((t) => t.id)).toEqual(['t_new', 't_old']);
    expect(during[0]?.title).toBe('Plans');
    expect(during[0]?.senders.map((s) => s.id)).toEqual([user().id]);
    expect(during[0]?.last_activity.snippet).toBe('Hello Bob');
    expect(during[0]?.next_message_recipients.to.map((c) => c.id)).toEqual(['u_bob']);
    expect(during[0]?.next_message_recipients.cc.map((c) => c.email)).toEqual(['zoe@example.com']);
    expect(ids(channelKey)).toEqual(['t_new']);
    expect(queryClient.getQueryData<Thread>(queryKeys.threads.detail('t_new'))?.id).toBe('t_new');
    calls[0]?.settle.reject(serverError());
    await sending;
    expect(ids(sentKey)).toEqual(['t_new', 't_old']);
    expect(ids(channelKey)).toEqual(['t_new']);
  });

  it('swap the new thread for the server answer on success', async () => {
    const { queryClient, calls, mutations } = setup();
    const sentKey = queries.threadFolder('sent').queryKey;
    queryClient.setQueryData(sentKey, page<Thread>([]));
    const sending = run(queryClient, mutations, 'createThread', {
      body: { thread_id: 't_new', message_id: 'm_new', message_body: '<p>Hi</p>', thread_title: ' ' },
    });
    await tick();
    expect(queryClient.getQueryData<Page<Thread>>(sentKey)?.data[0]?.title).toBeNull();
    calls[0]?.settle.resolve({ data: thread('t_new', { title: 'From the server' }), cancelToken: 'c' });
    await sending;
    expect(queryClient.getQueryData<Page<Thread>>(sentKey)?.data.map((t) => t.title)).toEqual([
      'From the server',
    ]);
  });
});

describe('after success', () => {
  it('refetches the thread after 10 s and the unread counts after 5 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    queryClient = createQueryClient();
    const api = {
      trashThread: async () => ({ data: thread('t_1'), cancelToken: 'c' }),
    } as unknown as ApiClient;
    const mutations = createMutations(api, queryClient);
    queryClient.setQueryData(queryKeys.threads.detail('t_1'), thread('t_1'));
    queryClient.setQueryData(queryKeys.account(), { any: 'data' });
    const observer = new MutationObserver(queryClient, mutations.trashThread());
    await observer.mutate({ params: { thread_id: 't_1' } });
    const invalidated = (key: readonly unknown[]) => queryClient?.getQueryState(key)?.isInvalidated;
    expect(invalidated(queryKeys.threads.detail('t_1'))).toBe(false);
    expect(invalidated(queryKeys.account())).toBe(false);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(invalidated(queryKeys.account())).toBe(true);
    expect(invalidated(queryKeys.threads.detail('t_1'))).toBe(false);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(invalidated(queryKeys.threads.detail('t_1'))).toBe(true);
  });

  it('refetches channel thread lists 20 s after a thread changes channels', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    queryClient = createQueryClient();
    const api = {
      addThreadChannels: async () => ({ data: thread('t_1', { channel_ids: ['c_1'] }), cancelToken: 'c' }),
    } as unknown as ApiClient;
    const mutations = createMutations(api, queryClient);
    const channelKey = createQueries({} as ApiClient).channelThreads('c_1').queryKey;
    queryClient.setQueryData(channelKey, page([]));
    await new MutationObserver(queryClient, mutations.addThreadChannels()).mutate({
      params: { thread_id: 't_1' },
      body: { channel_ids: ['c_1'] },
    });
    await vi.advanceTimersByTimeAsync(19_999);
    expect(queryClient.getQueryState(channelKey)?.isInvalidated).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(queryClient.getQueryState(channelKey)?.isInvalidated).toBe(true);
  });
});

describe('query results older than a recent mutation', () => {
  it("are fetched again once the mutation settled, so a teammate's change that came meanwhile shows", async () => {
    queryClient = createQueryClient();
    const readGate = deferred<unknown>();
    const firstAnswer = deferred<Thread>();
    const answers = [firstAnswer.promise, Promise.resolve(thread('t_1', { status: 'in_progress' }))];
    let fetches = 0;
    const api = {
      getThread: () => {
        fetches += 1;
        return answers.shift();
      },
      markMessagesAsRead: () => readGate.promise,
    } as unknown as ApiClient;
    const queries = createQueries(api);
    const mutations = createMutations(api, queryClient);
    queryClient.setQueryData(queryKeys.threads.detail('t_1'), thread('t_1'));
    // The screen shows the thread; a live notice refetches it (the status changed on the server).
    const observer = new QueryObserver(queryClient, { ...queries.thread('t_1'), staleTime: Infinity });
    const unsubscribe = observer.subscribe(() => {});
    void queryClient.invalidateQueries({ queryKey: queryKeys.threads.detail('t_1') });
    await tick();
    expect(fetches).toBe(1);
    // Reading a message starts while that refetch is on its way: the refetch is cancelled, and its answer
    // (had it come) would predate the read.
    const reading = run(queryClient, mutations, 'markMessagesAsRead', { body: { message_ids: ['m_1'] } });
    await tick();
    firstAnswer.resolve(thread('t_1', { status: 'in_progress' }));
    expect(queryClient.getQueryData<Thread>(queryKeys.threads.detail('t_1'))?.status).toBeNull();
    readGate.resolve(undefined);
    await reading;
    await vi.waitFor(() =>
      expect(queryClient?.getQueryData<Thread>(queryKeys.threads.detail('t_1'))?.status).toBe('in_progress'),
    );
    expect(fetches).toBe(2);
    unsubscribe();
  });

  it('are discarded while the mutation runs, and taken again once it settled', async () => {
    queryClient = createQueryClient();
    const starGate = deferred<unknown>();
    const answers = [
      thread('t_1', { title: 'Stale copy' }),
      thread('t_1', { is_starred: true, title: 'Fresh' }),
    ];
    const api = {
      getThread: async () => answers.shift(),
      starThreads: () => starGate.promise,
    } as unknown as ApiClient;
    const queries = createQueries(api);
    const mutations = createMutations(api, queryClient);
    queryClient.setQueryData(queryKeys.threads.detail('t_1'), thread('t_1'));
    const starring = run(queryClient, mutations, 'starThreads', { body: { thread_ids: ['t_1'] } });
    await tick();
    // A poll lands while the star is on its way: the server's copy predates it.
    await queryClient.fetchQuery({ ...queries.thread('t_1'), staleTime: 0 });
    expect(queryClient.getQueryData<Thread>(queryKeys.threads.detail('t_1'))).toMatchObject({
      is_starred: true,
      title: 'Quarterly numbers',
    });
    starGate.resolve({ data: undefined, cancelToken: 'c' });
    await starring;
    await queryClient.fetchQuery({ ...queries.thread('t_1'), staleTime: 0 });
    expect(queryClient.getQueryData<Thread>(queryKeys.threads.detail('t_1'))).toMatchObject({
      is_starred: true,
      title: 'Fresh',
    });
  });
});
