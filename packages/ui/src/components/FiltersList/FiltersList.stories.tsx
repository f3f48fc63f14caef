import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FiltersList } from './FiltersList';

const meta = {
  title: 'Components/FiltersList',
  component: FiltersList,
  args: {
    filters: [
      {
        id: 'rul_1',
        filter: {
          query: 'from:billing@acme.example',
          channelId: 'ch_sales',
          markAsSpam: false,
          star: true,
          labelId: 'lb_invoices',
          applyToIncoming: true,
        },
      },
      {
        id: 'rul_2',
        filter: {
          query: 'subject:newsletter',
          channelId: 'ch_support',
          markAsSpam: true,
          star: false,
          labelId: null,
          applyToIncoming: false,
        },
      },
    ],
    channels: [
      { id: 'ch_support', name: 'Support' },
      { id: 'ch_sales', name: 'Sales' },
    ],
    labels: [{ id: 'lb_invoices', name: 'Invoices' }],
    onAdd: fn(),
    onEdit: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof FiltersList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filters: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Filters' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(list).toHaveTextContent('Add to Sales · Label Invoices · Star');
    await expect(list).toHaveTextContent('Add to Support · Mark as spam · Existing mail only');
    await userEvent.click(canvas.getByRole('button', { name: 'Edit filter subject:newsletter' }));
    await expect(args.onEdit).toHaveBeenCalledWith('rul_2');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Filter' }));
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
  },
};

export const DeleteAsksFirst: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete filter from:billing@acme.example' }));
    const body = within(canvasElement.ownerDocument.body);
    const confirm = await body.findByRole('alertdialog', { name: 'Delete filter' });
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith('rul_1');
  },
};

export const Empty: Story = {
  args: { filters: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        'No filters defined yet. Click "Add Filter" to create your first filter.',
      ),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Error loading filters. Please try again.',
    );
  },
};

export const Loading: Story = { args: { status: 'loading' } };

export const WithoutAdd: Story = { args: { onAdd: undefined } };
