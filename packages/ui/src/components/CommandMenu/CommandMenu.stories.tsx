import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button/Button';
import { CommandMenu, type CommandMenuProps } from './CommandMenu';

function WithTrigger(props: CommandMenuProps) {
  const [isOpen, setOpen] = useState(props.isOpen);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Open</Button>
      <CommandMenu
        {...props}
        isOpen={isOpen}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Shell/CommandMenu',
  component: CommandMenu,
  args: {
    isOpen: false,
    onOpenChange: fn(),
    onSelect: fn(),
    channels: [
      { id: 'sales', name: 'Sales' },
      { id: 'support', name: 'Support' },
    ],
    labels: [{ id: 'finance', name: 'Finance' }],
    splits: [{ id: 'customers', name: 'Customers' }],
  },
  render: (args) => <WithTrigger {...args} />,
} satisfies Meta<typeof CommandMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  args: { isOpen: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const input = await body.findByPlaceholderText('Type a command or search');
    await waitFor(() => expect(input).toHaveFocus());
    for (const group of [
      'Actions',
      'Go to',
      'Go to channel',
      'Go to label',
      'Go to inbox split',
      'Go to settings',
    ]) {
      await expect(body.getByText(group, { selector: '[cmdk-group-heading]' })).toBeInTheDocument();
    }
  },
};

export const OpensWithModK: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    canvas.getByRole('button', { name: 'Open' }).focus();
    await userEvent.keyboard('{Control>}k{/Control}');
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(true));
    // The dialog fades in: wait for the end of its entry animation rather than its first frame.
    await waitFor(() => expect(body.getByRole('dialog')).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onOpenChange).toHaveBeenLastCalledWith(false));
  },
};

export const FiltersAndRuns: Story = {
  args: { isOpen: true },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const input = await body.findByPlaceholderText('Type a command or search');
    await userEvent.type(input, 'star');
    await expect(body.getByRole('option', { name: /^Starred/ })).toBeInTheDocument();
    await expect(body.queryByRole('option', { name: /^Sent/ })).toBeNull();
    await userEvent.click(body.getByRole('option', { name: /^Starred/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'go_starred', target: { type: 'folder', folder: 'starred' } }),
    );
  },
};

export const KeyboardRuns: Story = {
  args: { isOpen: true },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const input = await body.findByPlaceholderText('Type a command or search');
    await userEvent.type(input, 'sales');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ target: { type: 'channel', channelId: 'sales' } }),
    );
  },
};

export const NoResults: Story = {
  args: { isOpen: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const input = await body.findByPlaceholderText('Type a command or search');
    await userEvent.type(input, 'zzzz');
    await waitFor(() => expect(body.getByText('No results found.')).toBeVisible());
  },
};

export const ShortcutHints: Story = {
  args: { isOpen: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const option = await body.findByRole('option', { name: /^Primary Inbox/ });
    await expect(option.querySelector('kbd')).not.toBeNull();
  },
};

export const EmailFeaturesHidden: Story = {
  args: { isOpen: true, emailFeaturesHidden: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await body.findByPlaceholderText('Type a command or search');
    await expect(body.queryByRole('option', { name: /^Spam$/ })).toBeNull();
    await expect(body.queryByRole('option', { name: /^Promotions Inbox/ })).toBeNull();
  },
};

/** The catalog: the menu open with every group. */
export const Catalog: Story = { args: { isOpen: true } };

export const OnlyTheActionsOnOffer: Story = {
  args: { isOpen: true, availableActions: ['remove_from_inbox', 'star'] },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('option', { name: /^Remove from inbox/ });
    await expect(body.getByRole('option', { name: /^Star(?!red)/ })).toBeInTheDocument();
    await expect(body.queryByRole('option', { name: /^Snooze(?!d)/ })).toBeNull();
  },
};

export const NoActionsOnOffer: Story = {
  args: { isOpen: true, availableActions: [] },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await body.findByText('Go to', { selector: '[cmdk-group-heading]' });
    await expect(body.queryByText('Actions', { selector: '[cmdk-group-heading]' })).toBeNull();
  },
};

export const ThemeGroup: Story = {
  args: { isOpen: true, themes: ['blue', 'mint'] },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const input = await body.findByPlaceholderText('Type a command or search');
    await userEvent.type(input, 'dark');
    await userEvent.click(await body.findByRole('option', { name: 'Dark mode' }));
    await expect(args.onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ target: { type: 'mode', mode: 'dark' } }),
    );
  },
};
