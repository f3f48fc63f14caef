import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ThreadDescription } from './ThreadDescription';

const meta = {
  title: 'Components/Thread/ThreadDescription',
  component: ThreadDescription,
  args: { value: null, onSave: fn() },
} satisfies Meta<typeof ThreadDescription>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const note = canvas.getByRole('textbox', { name: 'Shared note' });
    // Focus and leave without a change: nothing is saved.
    await userEvent.click(note);
    await userEvent.tab();
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.click(note);
    await userEvent.type(note, 'Call the client back on Monday');
    await userEvent.tab();
    await expect(args.onSave).toHaveBeenCalledWith('<p>Call the client back on Monday</p>');
  },
};

export const WithNote: Story = {
  args: { value: '<p>Waiting for <strong>legal</strong> review</p>', toolbarVisible: true },
  play: async ({ canvasElement, args }) => {
    const note = within(canvasElement).getByRole('textbox', { name: 'Shared note' });
    await expect(note).toHaveTextContent('Waiting for legal review');
    const canvas = within(canvasElement);
    // The toolbar shows while the note is being edited.
    await expect(canvas.queryByRole('toolbar')).toBeNull();
    await userEvent.click(note);
    await expect(canvas.getByRole('toolbar')).toBeVisible();
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    await userEvent.click(canvasElement.ownerDocument.body);
    await expect(args.onSave).toHaveBeenCalledWith(null);
  },
};

export const WithNoteDark: Story = {
  args: { value: '<p>Waiting for <strong>legal</strong> review</p>', toolbarVisible: true },
  globals: { mode: 'dark' },
};

export const ReadOnly: Story = {
  args: { value: '<p>Waiting for legal review</p>', isReadOnly: true, toolbarVisible: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const note = canvas.getByRole('textbox', { name: 'Shared note' });
    await expect(note).toHaveAttribute('contenteditable', 'false');
    await expect(canvas.queryByRole('toolbar')).toBeNull();
    await userEvent.click(note);
    await userEvent.tab();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
