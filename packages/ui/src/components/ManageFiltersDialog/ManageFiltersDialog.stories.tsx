import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ManageFiltersDialog } from './ManageFiltersDialog';

const meta = {
  title: 'Components/ManageFiltersDialog',
  component: ManageFiltersDialog,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    summary: {
      total_rules_count: 4,
      has_own_rules: true,
      has_team_member_rules: true,
      user_rule_summaries: [
        { user_name: 'Ada Lovelace', rules_count: 1, is_current_user: true },
        { user_name: 'Grace Hopper', rules_count: 2, is_current_user: false },
        { user_name: 'Alan Turing', rules_count: 1, is_current_user: false },
      ],
    },
    ownFilters: [
      {
        id: 'rul_1',
        filter: {
          query: 'from:support@acme.example',
          channelId: 'ch_support',
          markAsSpam: false,
          star: false,
          labelId: null,
          applyToIncoming: true,
        },
      },
    ],
    channels: [{ id: 'ch_support', name: 'Support' }],
    labels: [],
    onAdd: fn(),
    onEdit: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof ManageFiltersDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Summary: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Manage Filters' });
    await expect(dialog).toHaveTextContent('4 filters route mail to this channel.');
    await expect(within(dialog).getByText('Grace Hopper: 2 filters')).toBeInTheDocument();
    await expect(within(dialog).getByText('Alan Turing: 1 filter')).toBeInTheDocument();
    await expect(within(dialog).queryByText(/Ada Lovelace/)).toBeNull();
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Edit filter from:support@acme.example' }),
    );
    await expect(args.onEdit).toHaveBeenCalledWith('rul_1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Filter' }));
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
  },
};

export const NoFilters: Story = {
  args: {
    summary: {
      total_rules_count: 0,
      has_own_rules: false,
      has_team_member_rules: false,
      user_rule_summaries: [],
    },
    ownFilters: [],
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Manage Filters' });
    await expect(dialog).toHaveTextContent('No filters route mail to this channel yet.');
    await expect(dialog).toHaveTextContent(
      'No filters defined yet. Click "Add Filter" to create your first filter.',
    );
    await expect(dialog).toHaveTextContent('No team member has filters on this channel.');
  },
};

export const Loading: Story = { args: { summary: undefined } };

export const LoadError: Story = {
  args: { isError: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('alert')).toHaveTextContent(
      'Error loading filters. Please try again.',
    );
  },
};

export const DeleteOwn: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      await body.findByRole('button', { name: 'Delete filter from:support@acme.example' }),
    );
    const confirm = await body.findByRole('alertdialog', { name: 'Delete filter' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith('rul_1');
  },
};
