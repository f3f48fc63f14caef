import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SplitSettingRow } from '@switchboard/domain';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  SplitInboxesDialog,
  type SplitInboxesDialogProps,
  type SplitInboxesView,
} from './SplitInboxesDialog';

const rows: SplitSettingRow[] = [
  { type: 'category', category: 'promotions', enabled: true },
  { type: 'category', category: 'social', enabled: false },
  { type: 'category', category: 'updates', enabled: false },
  { type: 'category', category: 'forums', enabled: false },
  {
    type: 'custom',
    id: 'spl_vip',
    name: 'VIP',
    query: 'from:ceo@acme.example',
    showInCategorySplit: false,
    enabled: true,
    isReindexing: false,
  },
  {
    type: 'custom',
    id: 'spl_billing',
    name: 'Billing',
    query: 'subject:invoice',
    showInCategorySplit: true,
    enabled: false,
    isReindexing: false,
  },
];

/** The dialog with its view held as the app holds it. */
function Stateful({ view: initial, ...args }: SplitInboxesDialogProps) {
  const [view, setView] = useState<SplitInboxesView>(initial);
  return (
    <SplitInboxesDialog
      {...args}
      view={view}
      onViewChange={(next) => {
        args.onViewChange(next);
        setView(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/SplitInboxesDialog',
  component: SplitInboxesDialog,
  render: (args) => <Stateful {...args} />,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    view: { kind: 'list' },
    onViewChange: fn(),
    rows,
    onToggle: fn(),
    onCreate: fn(),
    onUpdate: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof SplitInboxesDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Split Inboxes' });
    await expect(within(dialog).getByRole('switch', { name: 'Show Promotions in the inbox' })).toBeChecked();
    await expect(within(dialog).getByRole('switch', { name: 'Show Social in the inbox' })).not.toBeChecked();
    await expect(within(dialog).getByRole('switch', { name: 'Show VIP in the inbox' })).toBeChecked();
    await expect(within(dialog).getByText('from:ceo@acme.example')).toBeInTheDocument();
    // The list has no Back button: only the views beside it do.
    await expect(within(dialog).queryByRole('button', { name: 'Back' })).toBeNull();
  },
};

export const NoCustomSplits: Story = {
  args: { rows: rows.filter((row) => row.type === 'category') },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('No custom splits yet.')).toBeInTheDocument();
  },
};

export const WithoutCategories: Story = {
  args: { showCategories: false },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('dialog', { name: 'Split Inboxes' });
    await expect(body.queryByRole('switch', { name: 'Show Promotions in the inbox' })).toBeNull();
  },
};

export const Loading: Story = { args: { isLoading: true } };

export const LoadError: Story = {
  args: { loadError: 'An error occurred, please try again later.' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('alert')).toHaveTextContent(
      'An error occurred, please try again later.',
    );
  },
};

export const Reindexing: Story = {
  args: {
    rows: rows.map((row) =>
      row.type === 'custom' && row.id === 'spl_vip' ? { ...row, isReindexing: true } : row,
    ),
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('Building...')).toBeInTheDocument();
  },
};

export const ToggleByKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const social = await body.findByRole('switch', { name: 'Show Social in the inbox' });
    social.focus();
    await userEvent.keyboard(' ');
    await expect(args.onToggle).toHaveBeenCalledWith(
      { type: 'category', category: 'social', enabled: false },
      true,
    );
  },
};

export const AddSplit: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'New Split Inbox' }));
    const dialog = await body.findByRole('dialog', { name: 'New Split Inbox' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.type(name, 'Press');
    const query = within(dialog).getByRole('textbox', { name: 'Definition' });
    await userEvent.type(query, 'from:press (');
    await expect(query).toHaveAccessibleDescription(expect.stringContaining('Invalid filter definition'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create split' }));
    await expect(args.onCreate).not.toHaveBeenCalled();
    await userEvent.clear(query);
    await userEvent.type(query, 'from:press@acme.example');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Show in category split' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create split' }));
    await expect(args.onCreate).toHaveBeenCalledWith({
      name: 'Press',
      query: 'from:press@acme.example',
      showInCategorySplit: true,
    });
  },
};

export const NameRequiredAndUnique: Story = {
  args: { view: { kind: 'add' } },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'New Split Inbox' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create split' }));
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveAccessibleDescription('Split name is required');
    await userEvent.type(name, ' vip ');
    await expect(name).toHaveAccessibleDescription('A split with this name already exists.');
    await userEvent.keyboard('{Enter}');
    await expect(args.onCreate).not.toHaveBeenCalled();
    // Back returns to the list.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    await expect(await body.findByRole('dialog', { name: 'Split Inboxes' })).toBeInTheDocument();
  },
};

export const EditSplit: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Edit Billing' }));
    const dialog = await body.findByRole('dialog', { name: 'Edit split' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveValue('Billing');
    await expect(within(dialog).getByRole('checkbox', { name: 'Show in category split' })).toBeChecked();
    await userEvent.clear(name);
    // Enter in a field submits the form.
    await userEvent.type(name, 'Invoices{Enter}');
    await expect(args.onUpdate).toHaveBeenCalledWith('spl_billing', {
      name: 'Invoices',
      query: 'subject:invoice',
      showInCategorySplit: true,
    });
  },
};

export const DeleteSplit: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Delete VIP' }));
    const confirm = await body.findByRole('alertdialog', { name: 'Delete split' });
    await expect(confirm).toHaveTextContent('The split VIP will be removed from your inbox.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith('spl_vip');
  },
};

export const Saving: Story = { args: { view: { kind: 'edit', splitId: 'spl_vip' }, isPending: true } };

export const SaveError: Story = {
  args: {
    view: { kind: 'edit', splitId: 'spl_vip' },
    errorMessage: 'A split with this name already exists.',
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('alert')).toHaveTextContent('A split with this name already exists.');
  },
};

export const Crafting: Story = {
  args: { isCrafting: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('status')).toHaveTextContent('Crafting your new Split Inbox');
  },
};
