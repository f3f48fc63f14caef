import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FilterDialog } from './FilterDialog';

const meta = {
  title: 'Components/FilterDialog',
  component: FilterDialog,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    onSubmit: fn(),
    channels: [
      { id: 'ch_support', name: 'Support' },
      { id: 'ch_sales', name: 'Sales' },
    ],
    labels: [
      { id: 'lb_urgent', name: 'Urgent' },
      { id: 'lb_invoices', name: 'Invoices' },
    ],
  },
} satisfies Meta<typeof FilterDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'New filter' });
    const query = within(dialog).getByRole('textbox', { name: 'Filter query' });
    await waitFor(() => expect(query).toHaveFocus());
    await userEvent.type(query, 'from:billing@acme.example');
    await userEvent.click(within(dialog).getByRole('button', { name: /Add to channel/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Sales' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Star' }));
    await userEvent.click(within(dialog).getByRole('button', { name: /Add label/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Invoices' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create filter' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      query: 'from:billing@acme.example',
      channelId: 'ch_sales',
      markAsSpam: false,
      star: true,
      labelId: 'lb_invoices',
      applyToIncoming: true,
    });
  },
};

export const QueryAndChannelRequired: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'New filter' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create filter' }));
    await expect(within(dialog).getByRole('textbox', { name: 'Filter query' })).toHaveAccessibleDescription(
      'Please enter a filter query',
    );
    await expect(within(dialog).getByText('Please select a channel')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const InvalidQuery: Story = {
  args: { initialChannelId: 'ch_support' },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const query = await body.findByRole('textbox', { name: 'Filter query' });
    await userEvent.type(query, 'from:bob ({Enter}');
    await expect(query).toHaveAccessibleDescription('Invalid filter definition');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Edit: Story = {
  args: {
    filter: {
      query: 'subject:invoice',
      channelId: 'ch_support',
      markAsSpam: false,
      star: false,
      labelId: 'lb_urgent',
      applyToIncoming: true,
    },
  },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Edit filter' });
    await expect(within(dialog).getByRole('textbox', { name: 'Filter query' })).toHaveValue(
      'subject:invoice',
    );
    await expect(within(dialog).getByRole('button', { name: /Add to channel/ })).toHaveTextContent('Support');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Apply to incoming messages' }));
    // Enter in the query field saves.
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Filter query' }), '{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      query: 'subject:invoice',
      channelId: 'ch_support',
      markAsSpam: false,
      star: false,
      labelId: 'lb_urgent',
      applyToIncoming: false,
    });
  },
};

export const Saving: Story = { args: { isPending: true, initialChannelId: 'ch_support' } };

export const SaveError: Story = {
  args: { errorMessage: 'An error occurred, please try again later.' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('alert')).toHaveTextContent(
      'An error occurred, please try again later.',
    );
  },
};
