import type { Meta, StoryObj } from '@storybook/react-vite';
import { Archive, Star, Trash2 } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SelectionBar } from './SelectionBar';

const icon = { width: 16, height: 16 };

const meta = {
  title: 'Lists/SelectionBar',
  component: SelectionBar,
  args: {
    count: 3,
    actions: [
      { id: 'archive', label: 'Archive', icon: <Archive aria-hidden style={icon} />, shortcut: 'e' },
      { id: 'star', label: 'Star', icon: <Star aria-hidden style={icon} />, shortcut: 's' },
      { id: 'trash', label: 'Trash', icon: <Trash2 aria-hidden style={icon} />, shortcut: '#' },
    ],
    onAction: fn(),
    onClear: fn(),
  },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ position: 'relative', height: '200px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SelectionBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three threads selected: the count, the actions in order, and Clear selection last. */
export const Selected: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('toolbar', { name: '3 threads' });
    await expect(bar).toHaveTextContent('3 threads');
    const names = within(bar)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    await expect(names).toEqual(['Archive', 'Star', 'Trash', 'Clear selection']);
  },
};

/** One thread: the singular. */
export const One: Story = {
  args: { count: 1 },
  play: async ({ canvas }) => {
    // It rises in (opacity from 0): visible once the animation has run.
    await waitFor(() => expect(canvas.getByRole('toolbar', { name: '1 thread' })).toBeVisible());
    await expect(canvas.getByRole('toolbar', { name: '1 thread' })).toHaveTextContent('1 thread');
  },
};

/** Nothing selected: no bar at all. */
export const NothingSelected: Story = {
  args: { count: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('toolbar')).toBeNull();
  },
};

/** By keyboard: Tab enters the bar, the arrow keys move between its buttons, Enter acts, the hint is shown. */
export const Keyboard: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Archive' })).toHaveFocus();
    const body = within(canvasElement.ownerDocument.body);
    const tooltip = await body.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Archive');
    await expect(tooltip.querySelector('[data-shortcut]')).toHaveAttribute('data-shortcut', 'e');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Star' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('star');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Clear selection' })).toHaveFocus();
    await waitFor(() =>
      expect(body.getByRole('tooltip').querySelector('[data-shortcut]')).toHaveAttribute(
        'data-shortcut',
        'escape',
      ),
    );
    await userEvent.keyboard(' ');
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};

/** A custom count text (another kind of item than threads). */
export const CustomCount: Story = {
  args: { count: 2, countLabel: (count: number) => `${count} drafts` },
  play: async ({ canvas, args }) => {
    const bar = canvas.getByRole('toolbar', { name: '2 drafts' });
    await userEvent.click(within(bar).getByRole('button', { name: 'Trash' }));
    await expect(args.onAction).toHaveBeenCalledWith('trash');
  },
};
