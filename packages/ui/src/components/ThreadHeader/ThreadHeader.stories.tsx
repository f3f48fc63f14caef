import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AssigneePicker } from '../AssigneePicker/AssigneePicker';
import { DueDatePicker } from '../DueDatePicker/DueDatePicker';
import { StatusMenu } from '../StatusMenu/StatusMenu';
import { members } from '../ThreadPeople/people-fixtures';
import { ThreadHeader } from './ThreadHeader';

const inboxState = { inInbox: true, isUnread: false, isSpam: false, isStarred: false, isTrashed: false };

const meta = {
  title: 'Thread/ThreadHeader',
  component: ThreadHeader,
  args: {
    title: 'Quarterly numbers',
    onTitleChange: fn(),
    onAction: fn(),
    state: inboxState,
    properties: (
      <>
        <AssigneePicker members={members} assignee={members[0] ?? null} onChange={fn()} />
        <DueDatePicker value="2026-03-12" onChange={fn()} />
        <StatusMenu status="in_progress" onChange={fn()} />
      </>
    ),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ThreadHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InInbox: Story = {
  play: async ({ args, canvas }) => {
    const title = canvas.getByRole('textbox', { name: 'Thread title' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Q3 numbers{Enter}');
    await expect(args.onTitleChange).toHaveBeenCalledWith('Q3 numbers');
    await userEvent.click(canvas.getByRole('button', { name: 'Archive' }));
    await expect(args.onAction).toHaveBeenCalledWith('archive');
  },
};

/** Blur without a change saves nothing; an emptied title is saved as null. */
export const TitleRules: Story = {
  play: async ({ args, canvas }) => {
    const title = canvas.getByRole('textbox', { name: 'Thread title' });
    await userEvent.click(title);
    await userEvent.tab();
    await expect(args.onTitleChange).not.toHaveBeenCalled();
    await userEvent.clear(title);
    await userEvent.tab();
    await expect(args.onTitleChange).toHaveBeenCalledWith(null);
  },
};

export const Untitled: Story = {
  args: { title: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Thread title' })).toHaveAttribute(
      'placeholder',
      'Untitled thread',
    );
  },
};

export const Archived: Story = {
  args: { state: { ...inboxState, inInbox: false, isUnread: true, isStarred: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Move to inbox' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mark as read' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Unstar' })).toBeVisible();
  },
};

export const Spam: Story = {
  args: { state: { ...inboxState, isSpam: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Not spam' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Archive' })).toBeNull();
  },
};

/** Trashed: the title is read-only, the pickers disabled; untrash and delete permanently are offered. */
export const Trashed: Story = {
  args: {
    state: { ...inboxState, isTrashed: true },
    properties: (
      <>
        <AssigneePicker members={members} assignee={null} onChange={fn()} isDisabled />
        <DueDatePicker value={null} onChange={fn()} isDisabled />
        <StatusMenu status={null} onChange={fn()} isDisabled />
      </>
    ),
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Thread title' })).toHaveAttribute('readonly');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete permanently' }));
    await expect(args.onAction).toHaveBeenCalledWith('deletePermanently');
    await expect(canvas.getByRole('button', { name: 'Remove from trash' })).toBeVisible();
  },
};

export const SavingTitle: Story = {
  args: { isSavingTitle: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Thread title' })).toHaveAttribute('readonly');
  },
};
