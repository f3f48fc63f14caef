import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { members } from '../ThreadPeople/people-fixtures';
import { AssigneePicker } from './AssigneePicker';

const meta = {
  title: 'Thread/AssigneePicker',
  component: AssigneePicker,
  args: { members, assignee: null, onChange: fn() },
} satisfies Meta<typeof AssigneePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unassigned: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Assignee: Unassigned' }));
    const body = within(canvasElement.ownerDocument.body);
    const search = await body.findByRole('searchbox', { name: 'Search members' });
    await userEvent.type(search, 'car');
    const list = body.getByRole('listbox', { name: 'Assignee' });
    await expect(within(list).getAllByRole('option')).toHaveLength(1);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('u-carol');
  },
};

export const Assigned: Story = {
  args: { assignee: members[1] ?? null },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Assignee: Bob Chen' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('option', { name: 'Unassigned' }));
    await expect(args.onChange).toHaveBeenCalledWith(null);
  },
};

/** A trashed thread cannot change assignee. */
export const Trashed: Story = {
  args: { assignee: members[0] ?? null, isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Assignee: Alice Martin' })).toBeDisabled();
  },
};

/** Escape empties the search first; on an empty search it closes the picker, back on its button. */
export const EscapeClearsThenCloses: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Assignee: Unassigned' });
    await userEvent.click(trigger);
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Assignee' });
    const search = within(dialog).getByRole('searchbox', { name: 'Search members' });
    await userEvent.type(search, 'bo');
    await userEvent.keyboard('{Escape}');
    await expect(search).toHaveValue('');
    await expect(dialog).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Assignee' })).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
