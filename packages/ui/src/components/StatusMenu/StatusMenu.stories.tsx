import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StatusMenu } from './StatusMenu';

const meta = {
  title: 'Thread/StatusMenu',
  component: StatusMenu,
  args: { status: null, onChange: fn() },
} satisfies Meta<typeof StatusMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoStatus: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Status: No status' }));
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    // Legacy statuses (Open, Resolved) are never offered.
    await expect(items.map((item) => item.textContent)).toEqual([
      'In progress',
      'In review',
      'Closed',
      'No status',
    ]);
    await expect(within(menu).getByRole('menuitem', { name: 'No status' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // The first arrow reaches 'In progress', the second 'In review'.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('review');
  },
};

export const InReview: Story = {
  args: { status: 'review' },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Status: In review' }));
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'In review' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'No status' }));
    await expect(args.onChange).toHaveBeenCalledWith(null);
  },
};

export const Closed: Story = { args: { status: 'closed' } };

/** A trashed thread cannot change status. */
export const Trashed: Story = {
  args: { status: 'in_progress', isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Status: In progress' })).toBeDisabled();
  },
};
