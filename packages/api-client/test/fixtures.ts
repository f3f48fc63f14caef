import type {
  Channel,
  Contact,
  InboxItem,
  Label,
  Message,
  PageMeta,
  Thread,
  User,
} from '@switchboard/domain';

/** Valid examples of the entities the contract carries, for tests. */
export const contact = (id = 'u_alice', email = 'alice@acme.example'): Contact => ({
  id,
  type: 'user',
  email,
  display_name: 'Alice Martin',
  picture_url: null,
});

export const user = (): User => ({
  id: 'u_alice',
  display_name: 'Alice Martin',
  email: 'alice@acme.example',
  picture_url: null,
  features: ['RULES'],
  creation_date: '2024-01-02T03:04:05.000Z',
});

export const label = (id = 'l_1'): Label => ({ id, name: 'Invoices', color: '#3b82f6' });

export const thread = (id = 't_1', patch: Partial<Thread> = {}): Thread => ({
  id,
  title: 'Quarterly numbers',
  description: null,
  status: null,
  assignee: null,
  dueDate: null,
  category: 'primary',
  channel_ids: [],
  labels: [],
  label_ids: [],
  senders: [contact('u_bob', 'bob@acme.example')],
  private_senders: [],
  recipients: [contact()],
  followers: [],
  next_message_recipients: { to: [contact('u_bob', 'bob@acme.example')], cc: [], bcc: [] },
  last_activity: {
    date: '2024-05-01T10:00:00.000Z',
    message_id: `${id}_m1`,
    snippet: 'Here are the numbers',
    author: contact('u_bob', 'bob@acme.example'),
    is_private: false,
  },
  inbox_event_id: `ie_${id}`,
  inbox_event_is_unread: true,
  number_of_messages: 1,
  number_of_unread_messages: 1,
  number_of_unread_private_messages: 0,
  is_starred: false,
  isSpam: false,
  trashed_date: null,
  snooze_start_date: null,
  snooze_end_date: null,
  last_snooze_end_date: null,
  scheduled_messages_creation_dates: [],
  attachments: [],
  origin: null,
  ...patch,
});

export const message = (id = 'm_1', threadId = 't_1'): Message => ({
  id,
  thread_id: threadId,
  sender: contact('u_bob', 'bob@acme.example'),
  recipients: { to: [contact()], cc: [], bcc: [] },
  body: '<p>Here are the numbers</p>',
  signature: null,
  creation_date: '2024-05-01T10:00:00.000Z',
  scheduled_date: null,
  is_unread: true,
  reactions: [],
  attachments: [],
  state: 'committed',
  references: [],
  is_system_generated: false,
  pending_participants: [],
});

export const inboxItem = (id = 'ie_t_1', threadId = 't_1'): InboxItem => ({
  id,
  type: 'message_added',
  thread: thread(threadId),
  message_reactions: [],
  initial_date: '2024-05-01T10:00:00.000Z',
  snooze_start_date: null,
});

export const channel = (id = 'c_1', patch: Partial<Channel> = {}): Channel => ({
  id,
  organization_id: 'o_acme',
  name: 'Sales',
  is_public: true,
  color: '#22c55e',
  rank: 'm',
  notification_level: 'new_and_followed',
  unread_count: 2,
  member_count: 3,
  participants: [contact()],
  has_bulk_processing_in_progress: false,
  icon_set_name: null,
  ...patch,
});

export const meta = (patch: Partial<PageMeta> = {}): PageMeta => ({
  total_count: 1,
  start_index: 0,
  returned_count: 1,
  next_page_token: null,
  previous_page_token: null,
  ...patch,
});

export const page = <T>(data: T[], patch: Partial<PageMeta> = {}) => ({
  data,
  meta: meta({ total_count: data.length, returned_count: data.length, ...patch }),
});
