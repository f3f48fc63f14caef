import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ChannelDialog } from './ChannelDialog';

const meta = {
  title: 'Components/ChannelDialogs/ChannelDialog',
  component: ChannelDialog,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    onSubmit: fn(),
    onUpgrade: fn(),
    existingNames: ['General', 'Sales', 'Support'],
    canCreatePrivate: true,
  },
} satisfies Meta<typeof ChannelDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const New: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'New channel' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveFocus());
    await expect(within(dialog).getByRole('button', { name: 'Create' })).toBeDisabled();
    await userEvent.type(name, ' Partners ');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Private' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Partners', color: '#4f46e5', isPublic: false });
  },
};

/** From the channels popover's '"{query}" (create new)': the name starts as typed, Create is ready. */
export const NewPrefilled: Story = {
  args: { initialName: 'Partners' },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'New channel' });
    await expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Partners');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Partners', color: '#4f46e5', isPublic: true });
  },
};

/** The full path from the quick one: 'Set up members and conversations' hands the name to the wizard. */
export const OpensTheWizard: Story = {
  args: { initialName: 'Partners', onOpenWizard: fn() },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'New channel' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), ' EU');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set up members and conversations' }));
    await expect(args.onOpenWizard).toHaveBeenCalledWith('Partners EU');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const NameValidatedOnChange: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const name = await body.findByRole('textbox', { name: 'Name' });
    await userEvent.type(name, 'Sales');
    await expect(name).toHaveAccessibleDescription('This channel name is already taken');
    await userEvent.clear(name);
    await expect(name).toHaveAccessibleDescription('Channel name is required');
    await userEvent.type(name, 'x'.repeat(101));
    await expect(name).toHaveAccessibleDescription('Channel name must be 100 characters or less');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const InvalidHexColor: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(await body.findByRole('textbox', { name: 'Name' }), 'Partners');
    const colour = body.getByRole('textbox', { name: 'Colour' });
    await userEvent.clear(colour);
    await userEvent.type(colour, '#12345');
    await expect(colour).toHaveAccessibleDescription('Invalid hex color code');
    await expect(body.getByRole('button', { name: 'Create' })).toBeDisabled();
    await userEvent.type(colour, 'f');
    await expect(colour).not.toHaveAttribute('aria-invalid');
    await userEvent.click(body.getByRole('button', { name: 'Create' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Partners', color: '#12345f', isPublic: true });
  },
};

export const FreePlanUpsell: Story = {
  args: { canCreatePrivate: false },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'New channel' });
    await expect(within(dialog).getByRole('radio', { name: 'Private' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create private channels' }));
    await expect(args.onUpgrade).toHaveBeenCalledOnce();
  },
};

export const EditConfirmsVisibilityChange: Story = {
  args: { channel: { name: 'Support', color: '#d97706', isPublic: true } },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Edit channel' });
    // Unchanged: nothing to save; its own name is allowed.
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Private' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const confirm = await body.findByRole('dialog', { name: 'Change channel visibility' });
    await expect(confirm).toHaveTextContent('Only members of this channel will be able to see it.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Change visibility' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Support', color: '#d97706', isPublic: false });
  },
};

export const EditNameAndColour: Story = {
  args: { channel: { name: 'Support', color: '#d97706', isPublic: true } },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const name = await body.findByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Helpdesk');
    const colour = body.getByRole('textbox', { name: 'Colour' });
    await userEvent.clear(colour);
    await userEvent.type(colour, '#0090FF');
    await expect(colour).not.toHaveAttribute('aria-invalid');
    await userEvent.click(body.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Helpdesk', color: '#0090ff', isPublic: true });
  },
};

export const Saving: Story = {
  args: { channel: { name: 'Support', color: '#d97706', isPublic: true }, isPending: true },
};

export const ServerError: Story = {
  args: { errorMessage: 'This channel name is already taken' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('alert')).toHaveTextContent('This channel name is already taken');
  },
};

export const Dark: Story = { globals: { mode: 'dark' }, args: { canCreatePrivate: false } };
