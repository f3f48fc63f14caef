import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DueDatePicker } from './DueDatePicker';

const meta = {
  title: 'Thread/DueDatePicker',
  component: DueDatePicker,
  args: { value: null, onChange: fn() },
} satisfies Meta<typeof DueDatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoDueDate: Story = {};

export const WithDueDate: Story = {
  args: { value: '2026-03-12' },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Pick a date/ }));
    const body = within(canvasElement.ownerDocument.body);
    const grid = await body.findByRole('grid');
    // Weeks start on Monday: March 2026 begins on a Sunday, alone in its first week.
    await expect(within(grid).getByRole('row', { name: '1' })).toBeInTheDocument();
    await expect(within(grid).getByRole('row', { name: '2 3 4 5 6 7 8' })).toBeInTheDocument();
    // Arrow keys move from the selected day; Enter picks and the value goes out as yyyy-MM-dd.
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('2026-03-13');
  },
};

/** A typed date is sent once, when the field is left (not at every keystroke). */
export const Typed: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('spinbutton', { name: /^month/ }));
    await userEvent.keyboard('03122027');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith('2027-03-12');
  },
};

export const Cleared: Story = {
  args: { value: '2026-03-12' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Clear due date' }));
    await expect(args.onChange).toHaveBeenCalledWith(null);
  },
};

/** A trashed thread cannot change its due date. */
export const Trashed: Story = {
  args: { value: '2026-03-12', isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^Pick a date/ })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Clear due date' })).toBeNull();
  },
};
