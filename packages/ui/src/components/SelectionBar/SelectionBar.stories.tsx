import type { Meta, StoryObj } from '@storybook/react-vite';
import { Archive, Mail, RotateCcw, ShieldCheck, Star, Trash2, XCircle } from 'lucide-react';
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

/** In Trash: the selection can only be restored or deleted for good (the app passes those). */
export const InTrash: Story = {
  args: {
    count: 2,
    actions: [
      {
        id: 'markUnread',
        label: 'Mark as unread',
        icon: <Mail aria-hidden style={icon} />,
        shortcut: 'shift+u',
      },
      {
        id: 'restore',
        label: 'Remove from trash',
        icon: <RotateCcw aria-hidden style={icon} />,
        shortcut: '#',
      },
      { id: 'deletePermanently', label: 'Delete permanently', icon: <XCircle aria-hidden style={icon} /> },
    ],
  },
  play: async ({ canvas, args }) => {
    const bar = canvas.getByRole('toolbar', { name: '2 threads' });
    const names = within(bar)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    await expect(names).toEqual([
      'Mark as unread',
      'Remove from trash',
      'Delete permanently',
      'Clear selection',
    ]);
    await userEvent.click(within(bar).getByRole('button', { name: 'Delete permanently' }));
    await expect(args.onAction).toHaveBeenCalledWith('deletePermanently');
  },
};

/** In Spam: 'Not spam' instead of archive or spam. */
export const InSpam: Story = {
  args: {
    count: 1,
    actions: [
      { id: 'notSpam', label: 'Not spam', icon: <ShieldCheck aria-hidden style={icon} />, shortcut: '!' },
      { id: 'trash', label: 'Trash', icon: <Trash2 aria-hidden style={icon} />, shortcut: '#' },
    ],
  },
  play: async ({ canvas, args }) => {
    const bar = canvas.getByRole('toolbar', { name: '1 thread' });
    await expect(within(bar).queryByRole('button', { name: 'Archive' })).toBeNull();
    await expect(within(bar).queryByRole('button', { name: 'Mark as spam' })).toBeNull();
    await userEvent.click(within(bar).getByRole('button', { name: 'Not spam' }));
    await expect(args.onAction).toHaveBeenCalledWith('notSpam');
  },
};

/** Every kind of bar side by side: the inbox's actions, Trash's and Spam's. */
export const Catalog: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '16px' }}>
      {[
        args.actions,
        [
          { id: 'restore', label: 'Remove from trash', icon: <RotateCcw aria-hidden style={icon} /> },
          {
            id: 'deletePermanently',
            label: 'Delete permanently',
            icon: <XCircle aria-hidden style={icon} />,
          },
        ],
        [
          { id: 'notSpam', label: 'Not spam', icon: <ShieldCheck aria-hidden style={icon} /> },
          { id: 'trash', label: 'Trash', icon: <Trash2 aria-hidden style={icon} /> },
        ],
      ].map((actions) => (
        <div key={actions.map((action) => action.id).join()} style={{ position: 'relative', height: '64px' }}>
          <SelectionBar {...args} actions={actions} />
        </div>
      ))}
    </div>
  ),
};
