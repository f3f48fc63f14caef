import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DeleteLabelDialog, LabelDialog } from './LabelDialog';

const meta = {
  title: 'Components/Dialogs/LabelDialog',
  component: LabelDialog,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    onSubmit: fn(),
    existingNames: ['Customers', 'Urgent', 'Invoices'],
  },
} satisfies Meta<typeof LabelDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Create label' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveFocus());
    // Default colour: slate gray.
    await expect(within(dialog).getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.type(name, '  Partners ');
    const swatches = within(dialog).getAllByRole('option');
    await expect(swatches).toHaveLength(10);
    await userEvent.click(swatches[6] as HTMLElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Partners', color: '#0090ff' });
  },
};

export const DefaultColourIsSlateGray: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const name = await body.findByRole('textbox', { name: 'Name' });
    await userEvent.type(name, 'Travel{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Travel', color: '#708090' });
  },
};

export const NameRequired: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Create' }));
    const name = body.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Label name is required');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const NameTaken: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const name = await body.findByRole('textbox', { name: 'Name' });
    await userEvent.type(name, 'URGENT');
    await expect(name).toHaveAccessibleDescription('A label with this name already exists.');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Edit: Story = {
  args: { label: { name: 'Urgent', color: '#e5484d' } },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Edit label' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveValue('Urgent');
    // Its own name is allowed, whatever the case.
    await userEvent.clear(name);
    await userEvent.type(name, 'urgent');
    await expect(name).not.toHaveAttribute('aria-invalid');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: 'urgent', color: '#e5484d' });
  },
};

export const Saving: Story = { args: { isPending: true, label: { name: 'Urgent', color: '#e5484d' } } };

export const ServerError: Story = { args: { errorMessage: 'An error occurred, please try again later.' } };

export const CancelCloses: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Cancel' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Delete: Story = {
  render: (args) => (
    <DeleteLabelDialog
      isOpen
      onOpenChange={args.onOpenChange}
      labelName="Urgent"
      onDelete={args.onSubmit as () => void}
    />
  ),
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Delete label' });
    await expect(dialog).toHaveTextContent('The label Urgent will be removed from all threads.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    // The caller closes it once the delete succeeded.
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    // Still open (the modal fades in: visible once its opacity has come up).
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const DeletePending: Story = {
  render: (args) => (
    <DeleteLabelDialog
      isOpen
      onOpenChange={args.onOpenChange}
      labelName="Urgent"
      onDelete={args.onSubmit as () => void}
      isPending
    />
  ),
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Delete label' });
    const button = within(dialog).getByRole('button', { name: /Deleting\.\.\./ });
    await waitFor(() => expect(button).toBeVisible());
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);
  },
};

export const DeleteError: Story = {
  render: (args) => (
    <DeleteLabelDialog
      isOpen
      onOpenChange={args.onOpenChange}
      labelName="Urgent"
      onDelete={args.onSubmit as () => void}
      errorMessage="An error occurred, please try again later."
    />
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Delete label' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'An error occurred, please try again later.',
    );
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeEnabled();
  },
};
