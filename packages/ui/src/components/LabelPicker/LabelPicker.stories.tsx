import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LabelPicker } from './LabelPicker';

const meta = {
  title: 'Components/LabelPicker',
  component: LabelPicker,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    onPick: fn(),
    onCreate: fn(),
    labels: [
      { id: 'lbl_customers', name: 'Customers', color: '#0090ff' },
      { id: 'lbl_urgent', name: 'Urgent', color: '#e5484d' },
      { id: 'lbl_invoices', name: 'Invoices', color: '#30a46c' },
    ],
  },
} satisfies Meta<typeof LabelPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PickALabel: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Labels' });
    const field = within(dialog).getByRole('searchbox', { name: 'Search labels' });
    await waitFor(() => expect(field).toHaveFocus());
    await expect(within(dialog).getAllByRole('option')).toHaveLength(3);
    await userEvent.type(field, 'urg');
    await expect(
      within(dialog)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Urgent', 'Create label "urg"']);
    // Typing puts the virtual focus on the first match: Enter picks it.
    await userEvent.keyboard('{Enter}');
    await expect(args.onPick).toHaveBeenCalledWith('lbl_urgent');
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

export const CreateLabel: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Labels' });
    await userEvent.type(within(dialog).getByRole('searchbox'), ' Partners ');
    await userEvent.click(within(dialog).getByRole('option', { name: 'Create label "Partners"' }));
    await expect(args.onCreate).toHaveBeenCalledWith('Partners');
  },
};

export const ExactNameOffersNoCreate: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Labels' });
    await userEvent.type(within(dialog).getByRole('searchbox'), 'INVOICES');
    await expect(
      within(dialog)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Invoices']);
  },
};

export const NoLabels: Story = {
  args: { labels: [] },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Labels' });
    await expect(within(dialog).getByText('No labels match')).toBeInTheDocument();
  },
};
