import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { members } from '../ThreadPeople/people-fixtures';
import { ParticipantsDialog } from './ParticipantsDialog';

const meta = {
  title: 'Thread/ParticipantsDialog',
  component: ParticipantsDialog,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    onAdd: fn(),
    participants: members.slice(0, 2),
    candidates: members.slice(2),
  },
} satisfies Meta<typeof ParticipantsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Participants: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Participants',
    });
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
  },
};

export const AddParticipants: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Participants' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add participants' }));
    const add = await body.findByRole('dialog', { name: 'Add participants' });
    await expect(within(add).getByRole('button', { name: 'Add' })).toBeDisabled();
    await userEvent.click(within(add).getByRole('option', { name: /Dave Okafor/ }));
    await userEvent.click(within(add).getByRole('button', { name: 'Add' }));
    await expect(args.onAdd).toHaveBeenCalledWith(['u-dave']);
  },
};

/** With `onRemove`: everyone but the current user gets a remove button (a channel's Members use this). */
export const Removable: Story = {
  args: {
    selfId: 'u-alice',
    onRemove: fn(),
    texts: {
      title: 'Participants',
      addTitle: 'Add participants',
      search: 'Search name',
      add: 'Add',
      remove: (name: string) => `Remove ${name}`,
      you: '(you)',
    },
  },
  play: async ({ args, canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Participants',
    });
    const removes = within(dialog).getAllByRole('button', { name: /^Remove / });
    await expect(removes).toHaveLength(1);
    await userEvent.click(removes[0] as HTMLElement);
    await expect(args.onRemove).toHaveBeenCalledWith(args.participants[1]?.id);
  },
};

/** Nobody left to add: 'Add participants' is disabled. */
export const NoCandidates: Story = {
  args: { candidates: [] },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Participants',
    });
    await expect(within(dialog).getByRole('button', { name: 'Add participants' })).toBeDisabled();
  },
};
