import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  ChannelWizard,
  type ChannelWizardDraft,
  type ChannelWizardProps,
  type ChannelWizardQuery,
} from './ChannelWizard';
import type { ChannelWizardPerson, ChannelWizardResult } from './ChannelWizardPreview';

const people: ChannelWizardPerson[] = [
  { id: 'u2', name: 'Bob Martin', email: 'bob@acme.test' },
  { id: 'u3', name: 'Carol Diaz', email: 'carol@acme.test' },
  { id: 'u4', name: 'Dan Okafor', email: 'dan@acme.test' },
  { id: 'u5', name: 'Eve Laurent', email: 'eve@acme.test' },
];
const self: ChannelWizardPerson = { id: 'u1', name: 'Alice Smith', email: 'alice@acme.test' };
const blank: ChannelWizardDraft = { name: '', isPublic: true, color: '#0090ff' };
const named: ChannelWizardDraft = { name: 'Partners', isPublic: true, color: '#0090ff' };

function threads(prefix: string, count: number) {
  return Array.from({ length: count }, (_, index) => ({
    id: `${prefix}-${index}`,
    title: `Invoice ${index + 1}`,
    snippet: 'Please find attached the invoice for this month.',
    people: index % 2 ? 'Bob Martin, Alice' : 'billing@vendor.test',
  }));
}

const saved: ChannelWizardQuery[] = [
  { id: 'q1', query: 'invoice', applyAsFilter: true },
  { id: 'q2', query: 'from:billing@vendor.test "payment due"', applyAsFilter: false },
];

/** Holds what the app would hold (draft, saved queries, the typed query), so play tests drive it. */
function Harness(props: ChannelWizardProps) {
  const [draft, setDraft] = useState(props.draft);
  const [queries, setQueries] = useState<ChannelWizardQuery[]>([...props.queries]);
  const [draftQuery, setDraftQuery] = useState(props.draftQuery);
  return (
    <ChannelWizard
      {...props}
      draft={draft}
      onDraftChange={(next) => {
        setDraft(next);
        props.onDraftChange(next);
      }}
      queries={queries}
      onQueriesChange={(next) => {
        setQueries(next);
        props.onQueriesChange(next);
      }}
      draftQuery={draftQuery}
      onDraftQueryChange={(next) => {
        setDraftQuery(next);
        props.onDraftQueryChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/ChannelWizard',
  component: ChannelWizard,
  render: (args) => <Harness {...args} />,
  parameters: { layout: 'fullscreen' },
  args: {
    step: 'create',
    onClose: fn(),
    draft: blank,
    pristineDraft: blank,
    onDraftChange: fn(),
    existingChannelNames: ['Sales', 'Support'],
    canCreatePrivate: true,
    onCreate: fn(),
    onCancel: fn(),
    candidates: people,
    members: [self],
    onAddMembers: fn(),
    onSkipMembers: fn(),
    selfEmail: self.email,
    queries: [],
    onQueriesChange: fn(),
    draftQuery: '',
    onDraftQueryChange: fn(),
    results: [],
    isSearching: false,
    conversationCount: null,
    onAddConversations: fn(),
    onSkipConversations: fn(),
  },
} satisfies Meta<typeof ChannelWizard>;

export default meta;
type Story = StoryObj<typeof meta>;

const screen = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const CreateStep: Story = {
  play: async ({ args, canvasElement }) => {
    const body = screen(canvasElement);
    await body.findByRole('heading', { name: 'Create Channel' });
    await expect(body.getByText('Channels are spaces where teammates can share conversations')).toBeVisible();
    const submit = body.getByRole('button', { name: 'Create Channel' });
    await expect(submit).toBeDisabled();
    const name = body.getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.keyboard('Partners');
    await expect(submit).toBeEnabled();
    // The preview shows the name as it is typed.
    await expect(body.getByRole('region', { name: 'Channel preview' })).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCreate).toHaveBeenCalledTimes(1);
    await expect(args.onDraftChange).toHaveBeenLastCalledWith({ ...blank, name: 'Partners' });
  },
};

export const CreateNameTaken: Story = {
  play: async ({ args, canvasElement }) => {
    const body = screen(canvasElement);
    const name = await body.findByRole('textbox', { name: 'Name' });
    await userEvent.type(name, 'Sales');
    await expect(name).toHaveAccessibleDescription('This channel name is already taken');
    await expect(body.getByRole('button', { name: 'Create Channel' })).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

export const CreatePrivateUpsell: Story = {
  args: { canCreatePrivate: false },
  play: async ({ canvasElement }) => {
    const body = screen(canvasElement);
    await expect(await body.findByRole('radio', { name: 'Private' })).toBeDisabled();
    await expect(body.getByText('Create private channels')).toBeVisible();
  },
};

/** With the app's upgrade path, 'Create private channels' is a button that opens it (the pricing dialog). */
export const CreatePrivateUpsellUpgrade: Story = {
  args: { canCreatePrivate: false, onUpgrade: fn() },
  play: async ({ args, canvasElement }) => {
    const body = screen(canvasElement);
    await userEvent.click(await body.findByRole('button', { name: 'Create private channels' }));
    await expect(args.onUpgrade).toHaveBeenCalledOnce();
  },
};

export const CreatePrefilledFromPopover: Story = {
  args: { draft: named, pristineDraft: named },
  play: async ({ args, canvasElement }) => {
    const body = screen(canvasElement);
    const submit = await body.findByRole('button', { name: 'Create Channel' });
    await expect(body.getByRole('textbox', { name: 'Name' })).toHaveValue('Partners');
    await expect(submit).toBeEnabled();
    // Colour and visibility by keyboard, then Enter in the preview's name submits.
    await userEvent.click(body.getByRole('radio', { name: 'Private' }));
    await expect(body.getByRole('img', { name: 'Private' })).toBeVisible();
    const previewName = body.getByRole('textbox', { name: 'Channel name' });
    await userEvent.click(previewName);
    await userEvent.keyboard(' EU{Enter}');
    await expect(args.onDraftChange).toHaveBeenLastCalledWith({
      ...named,
      name: 'Partners EU',
      isPublic: false,
    });
    await expect(args.onCreate).toHaveBeenCalledTimes(1);
  },
};

export const CreateServerError: Story = {
  args: { draft: named, errorMessage: 'This channel name is already taken' },
  play: async ({ canvasElement }) => {
    await expect(await screen(canvasElement).findByRole('alert')).toHaveTextContent(
      'This channel name is already taken',
    );
  },
};

export const Creating: Story = {
  args: { draft: named, isCreating: true },
};

export const MembersAll: Story = {
  args: { step: 'members', draft: named },
  play: async ({ args, canvasElement }) => {
    const body = screen(canvasElement);
    await body.findByRole('heading', { name: 'Add members' });
    await expect(
      body.getByText(
        'Members can add any conversation to the channel. They can also stay up to date with new message notifications.',
      ),
    ).toBeVisible();
    const all = body.getByRole('radio', { name: 'Add all 4 organization members' });
    await waitFor(() => expect(all).toHaveFocus());
    await expect(all).toBeChecked();
    await userEvent.tab();
    await expect(body.getByRole('button', { name: 'Add' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAddMembers).toHaveBeenCalledWith(['u2', 'u3', 'u4', 'u5']);
  },
};

export const MembersSpecific: Story = {
  args: { step: 'members', draft: named, members: [self, ...people] },
  play: async ({ args, canvasElement }) => {
    const body = screen(canvasElement);
    const all = await body.findByRole('radio', { name: 'Add all 4 organization members' });
    await waitFor(() => expect(all).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(body.getByRole('radio', { name: 'Add specific people' })).toBeChecked();
    const add = body.getByRole('button', { name: 'Add' });
    await expect(add).toBeDisabled();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(body.getByRole('option', { name: /Carol Diaz/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(add);
    await expect(args.onAddMembers).toHaveBeenCalledWith(['u3']);
    // The preview shows up to 5 avatars, then '+N'.
    await expect(body.getAllByRole('img', { name: /Alice|Bob|Carol|Dan|Eve/ }).length).toBeLessThanOrEqual(5);
  },
};

export const MembersSkip: Story = {
  args: { step: 'members', draft: named, candidates: [] },
  play: async ({ args, canvasElement }) => {
    const body = screen(canvasElement);
    await expect(await body.findByText('There is nobody else in your organization yet.')).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Skip for now' }));
    await expect(args.onSkipMembers).toHaveBeenCalled();
  },
};

export const ConversationsEmpty: Story = {
  args: { step: 'conversations', draft: named },
  play: async ({ canvasElement }) => {
    const body = screen(canvasElement);
    await body.findByRole('heading', { name: 'Add conversations' });
    await expect(
      body.getByText('Move existing messages and route future messages to this channel'),
    ).toBeVisible();
    const search = body.getByRole('textbox', { name: 'Add messages that match:' });
    await expect(search).toHaveAttribute('placeholder', 'Try from: alice@acme.test');
    await expect(body.getByRole('button', { name: 'Add conversations' })).toBeDisabled();
  },
};

export const ConversationsSaveAndRemoveByKeyboard: Story = {
  args: { step: 'conversations', draft: named },
  play: async ({ args, canvasElement }) => {
    const body = screen(canvasElement);
    const search = await body.findByRole('textbox', { name: 'Add messages that match:' });
    await waitFor(() => expect(search).toHaveFocus());
    await userEvent.keyboard('invoice{Enter}');
    await expect(search).toHaveValue('');
    await userEvent.keyboard('from:bob{Enter}');
    const list = body.getByRole('list', { name: 'Saved queries' });
    // Saved queries are joined by OR.
    await expect(list).toHaveTextContent(/invoice.*OR.*from:bob/);
    await expect(args.onQueriesChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ query: 'invoice', applyAsFilter: false }),
      expect.objectContaining({ query: 'from:bob', applyAsFilter: false }),
    ]);
    // Tab to the first query's remove button and press it.
    await userEvent.tab();
    const remove = within(list).getAllByRole('button', { name: 'Remove' })[0] as HTMLElement;
    await expect(remove).toHaveFocus();
    await expect(remove).toHaveAccessibleDescription('invoice');
    await userEvent.keyboard('{Enter}');
    await expect(list).not.toHaveTextContent('invoice');
    // Space toggles 'Apply as a filter to incoming messages'.
    const toggle = within(list).getByRole('switch', { name: 'Apply as a filter to incoming messages' });
    toggle.focus();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
  },
};

export const ConversationsInvalidQuery: Story = {
  args: { step: 'conversations', draft: named },
  play: async ({ canvasElement }) => {
    const body = screen(canvasElement);
    const search = await body.findByRole('textbox', { name: 'Add messages that match:' });
    await userEvent.type(search, '"unclosed{Enter}');
    await expect(search).toHaveAccessibleDescription('Missing closing quote');
    await expect(body.queryByRole('list', { name: 'Saved queries' })).toBeNull();
  },
};

const loading: ChannelWizardResult[] = [{ query: 'invoice', isLoading: true, totalCount: 0, threads: [] }];

export const Searching: Story = {
  args: {
    step: 'conversations',
    draft: named,
    queries: [saved[0] as ChannelWizardQuery],
    results: loading,
    isSearching: true,
  },
  play: async ({ canvasElement }) => {
    const body = screen(canvasElement);
    await expect(await body.findByRole('button', { name: 'Searching...' })).toBeDisabled();
    // 5 skeleton rows while the query searches.
    const skeletons = body.getByRole('list', { name: 'Searching...' });
    await expect(within(skeletons).getAllByRole('listitem')).toHaveLength(5);
    await expect(body.getByText('1 filter will be applied to incoming messages')).toBeVisible();
  },
};

const found: ChannelWizardResult[] = [
  { query: 'invoice', isLoading: false, totalCount: 12, threads: threads('a', 12) },
  {
    query: 'from:billing@vendor.test "payment due"',
    isLoading: false,
    totalCount: 30,
    threads: threads('b', 3),
  },
];

export const WithResults: Story = {
  args: { step: 'conversations', draft: named, queries: saved, results: found, conversationCount: 42 },
  play: async ({ args, canvasElement }) => {
    const body = screen(canvasElement);
    const main = await body.findByRole('button', { name: 'Add ~42 conversations & 1 filter' });
    await expect(body.getByText('showing preview of 12 results')).toBeVisible();
    await expect(body.getByText('showing preview of 30 results')).toBeVisible();
    // At most 10 threads per query.
    await expect(canvasElement.ownerDocument.querySelectorAll('[data-preview-thread^="a-"]')).toHaveLength(
      10,
    );
    await userEvent.click(main);
    await expect(args.onAddConversations).toHaveBeenCalledWith(saved);
  },
};

export const OneConversation: Story = {
  args: {
    step: 'conversations',
    draft: named,
    queries: [{ id: 'q1', query: 'invoice', applyAsFilter: false }],
    results: [{ query: 'invoice', isLoading: false, totalCount: 1, threads: threads('a', 1) }],
    conversationCount: 1,
  },
  play: async ({ canvasElement }) => {
    const body = screen(canvasElement);
    await expect(await body.findByRole('button', { name: 'Add ~1 conversation & 0 filters' })).toBeEnabled();
    await expect(body.getByText('showing preview of 1 results')).toBeVisible();
  },
};

export const CappedAt1000: Story = {
  args: {
    step: 'conversations',
    draft: named,
    queries: saved.map((q) => ({ ...q, applyAsFilter: true })),
    results: [{ query: 'invoice', isLoading: false, totalCount: 1500, threads: threads('a', 10) }],
    conversationCount: 1500,
  },
  play: async ({ canvasElement }) => {
    const body = screen(canvasElement);
    await expect(
      await body.findByRole('button', { name: 'Add ~1000+ conversations & 2 filters' }),
    ).toBeEnabled();
    await expect(body.getByText('showing preview of 1000+ results')).toBeVisible();
    await expect(body.getByText('2 filters will be applied to incoming messages')).toBeVisible();
  },
};

export const NoResults: Story = {
  args: {
    step: 'conversations',
    draft: named,
    queries: [{ id: 'q1', query: 'zebra', applyAsFilter: false }],
    results: [{ query: 'zebra', isLoading: false, totalCount: 0, threads: [] }],
    conversationCount: 0,
  },
  play: async ({ canvasElement }) => {
    const body = screen(canvasElement);
    await expect(await body.findByText('no results')).toBeVisible();
    await expect(body.getByText('Try adjusting your filters')).toBeVisible();
    await expect(body.getByRole('button', { name: 'Add conversations' })).toBeEnabled();
  },
};

export const CreatingRules: Story = {
  args: {
    step: 'conversations',
    draft: named,
    queries: saved,
    results: found,
    conversationCount: 42,
    isCreatingRules: true,
  },
  play: async ({ canvasElement }) => {
    await expect(
      await screen(canvasElement).findByRole('button', { name: 'Creating rules...' }),
    ).toBeDisabled();
  },
};

export const UnsavedQueryModal: Story = {
  args: { step: 'conversations', draft: named, queries: [saved[0] as ChannelWizardQuery] },
  play: async ({ args, canvasElement }) => {
    const body = screen(canvasElement);
    const search = await body.findByRole('textbox', { name: 'Add messages that match:' });
    await userEvent.type(search, 'from:carol');
    await userEvent.click(body.getByRole('button', { name: 'Add conversations' }));
    const dialog = await body.findByRole('dialog', { name: 'Unsaved search' });
    // Cancel keeps the typed query and does nothing.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Unsaved search' })).toBeNull());
    await expect(args.onAddConversations).not.toHaveBeenCalled();
    await expect(search).toHaveValue('from:carol');
    // Again, by keyboard: 'Add with filter' is focused; Enter adds it as a filter and goes on.
    await userEvent.click(body.getByRole('button', { name: 'Add conversations' }));
    const again = await body.findByRole('dialog', { name: 'Unsaved search' });
    await waitFor(() => expect(within(again).getByRole('button', { name: 'Add with filter' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onAddConversations).toHaveBeenCalledWith([
      saved[0],
      expect.objectContaining({ query: 'from:carol', applyAsFilter: true }),
    ]);
  },
};

export const UnsavedQueryWithoutFilter: Story = {
  args: { step: 'conversations', draft: named, draftQuery: 'budget' },
  play: async ({ args, canvasElement }) => {
    const body = screen(canvasElement);
    await userEvent.click(await body.findByRole('button', { name: 'Add conversations' }));
    const dialog = await body.findByRole('dialog', { name: 'Unsaved search' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add without filter' }));
    await expect(args.onAddConversations).toHaveBeenCalledWith([
      expect.objectContaining({ query: 'budget', applyAsFilter: false }),
    ]);
  },
};

/** 'Add with filter' on an unsaved query with `label:` asks 'Confirm creating filter' first; Cancel adds nothing. */
export const UnsavedQueryWithFilterWarning: Story = {
  args: { step: 'conversations', draft: named, draftQuery: 'label:finance invoice' },
  play: async ({ args, canvasElement }) => {
    const body = screen(canvasElement);
    const search = await body.findByRole('textbox', { name: 'Add messages that match:' });
    await userEvent.click(body.getByRole('button', { name: 'Add conversations' }));
    const unsaved = await body.findByRole('dialog', { name: 'Unsaved search' });
    await userEvent.click(within(unsaved).getByRole('button', { name: 'Add with filter' }));
    const warning = await body.findByRole('dialog', { name: 'Confirm creating filter' });
    await expect(warning).toHaveTextContent('will never match incoming mail');
    await expect(args.onAddConversations).not.toHaveBeenCalled();
    // Cancel: nothing is added, the typed query stays.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByText(/will never match incoming mail/)).toBeNull());
    await expect(args.onAddConversations).not.toHaveBeenCalled();
    await expect(search).toHaveValue('label:finance invoice');
    // Again, and Continue: it goes in as a filter.
    await userEvent.click(body.getByRole('button', { name: 'Add conversations' }));
    await userEvent.click(
      within(await body.findByRole('dialog', { name: 'Unsaved search' })).getByRole('button', {
        name: 'Add with filter',
      }),
    );
    await userEvent.click(await body.findByRole('button', { name: 'Continue' }));
    await expect(args.onAddConversations).toHaveBeenCalledWith([
      expect.objectContaining({ query: 'label:finance invoice', applyAsFilter: true }),
    ]);
  },
};

export const FilterWarning: Story = {
  args: {
    step: 'conversations',
    draft: named,
    queries: [{ id: 'q1', query: 'label:finance invoice', applyAsFilter: false }],
  },
  play: async ({ args, canvasElement }) => {
    const body = screen(canvasElement);
    const toggle = await body.findByRole('switch', { name: 'Apply as a filter to incoming messages' });
    await userEvent.click(toggle);
    const dialog = await body.findByRole('dialog', { name: 'Confirm creating filter' });
    await expect(dialog).toHaveTextContent(
      'Filters containing "label:", "in:", "is:", "before:" or "after:" are not recommended as they will never match incoming mail. Do you wish to continue?',
    );
    await expect(toggle).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(toggle).toBeChecked());
    await expect(args.onQueriesChange).toHaveBeenLastCalledWith([
      { id: 'q1', query: 'label:finance invoice', applyAsFilter: true },
    ]);
  },
};

export const CraftingYourChannel: Story = {
  args: { step: 'conversations', draft: named, isBusy: true },
  play: async ({ canvasElement }) => {
    await expect(
      await screen(canvasElement).findByRole('heading', { name: 'Crafting your Channel' }),
    ).toBeVisible();
  },
};

export const EscapeCloses: Story = {
  args: { step: 'members', draft: named },
  play: async ({ args, canvasElement }) => {
    await screen(canvasElement).findByRole('heading', { name: 'Add members' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};
