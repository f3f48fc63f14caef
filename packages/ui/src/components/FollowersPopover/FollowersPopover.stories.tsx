import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { members } from '../ThreadPeople/people-fixtures';
import { FollowersPopover } from './FollowersPopover';

const [alice, bob, carol, dave] = members as [
  (typeof members)[0],
  (typeof members)[0],
  (typeof members)[0],
  (typeof members)[0],
];

const meta = {
  title: 'Thread/FollowersPopover',
  component: FollowersPopover,
  args: {
    followers: [
      { ...alice, isRemovable: false },
      { ...bob, isRemovable: true },
    ],
    members: [carol, dave],
    onAdd: fn(),
    onRemove: fn(),
  },
} satisfies Meta<typeof FollowersPopover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Followers: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Followers: 2' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Followers' });
    await expect(
      within(dialog).getByText('Followers can view the conversation and discussion'),
    ).toBeInTheDocument();
    // A recipient is ticked and cannot be removed.
    await expect(within(dialog).getByRole('option', { name: /Alice Martin/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(within(dialog).getByRole('option', { name: /Bob Chen/ }));
    await expect(args.onRemove).toHaveBeenCalledWith('u-bob');
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Search name' }), 'dav');
    await userEvent.click(within(dialog).getByRole('option', { name: /Dave Okafor/ }));
    await expect(args.onAdd).toHaveBeenCalledWith('u-dave');
  },
};

export const NoFollowers: Story = { args: { followers: [], members } };

/** Escape in the search box clears it first, then closes the popover, as every picker does. */
export const EscapeClearsThenCloses: Story = {
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Followers: 2' });
    await userEvent.click(trigger);
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Followers' });
    const search = within(dialog).getByRole('searchbox', { name: 'Search name' });
    await userEvent.type(search, 'dav');
    await userEvent.keyboard('{Escape}');
    await expect(search).toHaveValue('');
    await expect(dialog).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Followers' })).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
