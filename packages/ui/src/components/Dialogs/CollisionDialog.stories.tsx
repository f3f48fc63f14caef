import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CollisionDialog } from './CollisionDialog';

const bob = {
  id: 'm2',
  senderName: 'Bob Chen',
  date: '2026-11-26T22:14:00Z',
  dateLabel: 'Nov 26, 10:14 PM',
  text: 'Hi Dana, I just refunded the order and sent you the receipt. Bob',
};

const meta = {
  title: 'Components/Dialogs/CollisionDialog',
  component: CollisionDialog,
  args: { isOpen: true, replies: [bob], onSendAnyway: fn(), onGoBack: fn() },
} satisfies Meta<typeof CollisionDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One teammate replied: their name, time and text show; focus starts on going back to the draft. */
export const TeammateReplied: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'A teammate already replied' });
    await expect(dialog).toHaveAccessibleDescription(
      'This reply was sent to the thread since you started writing yours.',
    );
    const reply = within(dialog).getByRole('listitem');
    await expect(reply).toHaveTextContent('Bob Chen, Nov 26, 10:14 PM');
    await expect(reply).toHaveTextContent('I just refunded the order');
    await expect(within(dialog).getByRole('button', { name: 'Back to my draft' })).toHaveFocus();
  },
};

export const TeammateRepliedDark: Story = { ...TeammateReplied, globals: { mode: 'dark' } };

/** From the keyboard: Enter on the first button goes back; Tab then Enter sends anyway. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog');
    await expect(within(dialog).getByRole('button', { name: 'Back to my draft' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onGoBack).toHaveBeenCalledTimes(1);
    await expect(args.onSendAnyway).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Send anyway' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSendAnyway).toHaveBeenCalledTimes(1);
  },
};

export const EscapeGoesBack: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onGoBack).toHaveBeenCalledTimes(1);
    await expect(args.onSendAnyway).not.toHaveBeenCalled();
  },
};

/** Two teammates replied; a reply's text is shown as text, markup and all, never as HTML. */
export const TwoReplies: Story = {
  args: {
    replies: [
      bob,
      {
        id: 'm3',
        senderName: 'Carol Diaz',
        pictureUrl: null,
        date: '2026-11-26T22:16:00Z',
        dateLabel: 'Nov 26, 10:16 PM',
        text: 'Also answered: <img src=x onerror=alert(1)> see the refund note.',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog');
    await expect(dialog).toHaveAccessibleDescription(
      'These 2 replies were sent to the thread since you started writing yours.',
    );
    const replies = within(dialog).getAllByRole('listitem');
    await expect(replies).toHaveLength(2);
    await expect(replies[1]).toHaveTextContent('<img src=x onerror=alert(1)>');
    await expect(dialog.querySelector('img[src="x"]')).toBeNull();
  },
};

export const TwoRepliesDark: Story = { ...TwoReplies, globals: { mode: 'dark' } };
