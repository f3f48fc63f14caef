import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages } from '@switchboard/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BackupManager, type BackupRow, RestoreBackupDialog } from './BackupManager';

const t = messages.backups;
const backups: BackupRow[] = [
  {
    id: 'backup-20261125t060012z-a1b2',
    createdAt: '2026-11-25T06:00:12Z',
    size: 4_718_592,
    downloadUrl: '/files/backups/backup-20261125t060012z-a1b2.tar.gz?u=usr&exp=1&sig=x',
  },
  {
    id: 'backup-20261124t180000z-c3d4',
    createdAt: '2026-11-24T18:00:00Z',
    size: 4_500_000,
    downloadUrl: '/files/backups/backup-20261124t180000z-c3d4.tar.gz?u=usr&exp=1&sig=y',
  },
];

const meta = {
  title: 'Admin/BackupManager',
  component: BackupManager,
  args: {
    timeZone: 'UTC',
    onCreate: fn(),
    onRestore: fn(),
    onCancelRestore: fn(),
    onDelete: fn(),
    onRetry: fn(),
    state: { kind: 'ready', backups, restorePending: null },
  },
} satisfies Meta<typeof BackupManager>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No backup yet: the intro, 'Create backup' and 'No backups yet.'. */
export const Empty: Story = {
  args: { state: { kind: 'ready', backups: [], restorePending: null } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t.title })).toBeVisible();
    await expect(canvas.getByText(t.empty)).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t.create }));
    await expect(args.onCreate).toHaveBeenCalledOnce();
  },
};

/** The list, newest first, with date, size and each backup's Download, Restore and Delete. */
export const List: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: t.listLabel });
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    await expect(within(table).getByText('Nov 25, 2026, 6:00:12 AM')).toBeVisible();
    await expect(within(table).getByText('4.50 MB')).toBeVisible();
    const download = canvas.getByRole('link', { name: t.downloadLabel('Nov 25, 2026, 6:00:12 AM') });
    await expect(download).toHaveAttribute('href', backups[0]?.downloadUrl);
    await expect(download).toHaveAttribute('download');
    await userEvent.click(canvas.getByRole('button', { name: t.restoreLabel('Nov 24, 2026, 6:00:00 PM') }));
    await expect(args.onRestore).toHaveBeenCalledWith(backups[1]);
    await userEvent.click(canvas.getByRole('button', { name: t.deleteLabel('Nov 25, 2026, 6:00:12 AM') }));
    await expect(args.onDelete).toHaveBeenCalledWith(backups[0]);
  },
};

/** A backup is being made: the button says so and ignores presses. */
export const Creating: Story = {
  args: { isCreating: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: t.creating });
    await expect(button).toBeDisabled();
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

/** A restore is scheduled: the notice says it happens at the next start, and it can be cancelled. */
export const RestorePending: Story = {
  args: { state: { kind: 'ready', backups, restorePending: backups[1]?.id ?? null } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t.restorePending('Nov 24, 2026, 6:00:00 PM'))).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: t.restoreLabel('Nov 24, 2026, 6:00:00 PM') }),
    ).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: t.cancelRestore }));
    await expect(args.onCancelRestore).toHaveBeenCalledOnce();
  },
};

/** An action failed: the server's reason, announced. */
export const ActionFailed: Story = {
  args: { actionError: 'This backup is damaged (it is not a readable archive) and cannot be restored.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('This backup is damaged');
  },
};

export const Loading: Story = {
  args: { state: { kind: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t.loading);
  },
};

/** The list could not be read: the error and Retry. */
export const LoadError: Story = {
  args: { state: { kind: 'error' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t.loadError);
    await userEvent.click(canvas.getByRole('button', { name: messages.signIn.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Signed in, but not one of the server's admins: no button, one line. */
export const NotAdmin: Story = {
  args: { state: { kind: 'forbidden' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t.notAdmin)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** On PostgreSQL: backups are pg_dump's job, and the page says so. */
export const PostgreSQL: Story = {
  args: { state: { kind: 'postgres' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t.postgres)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t.create })).toBeNull();
  },
};

/** 'Restore this backup?': what happens, and when. */
export const RestoreConfirm: StoryObj<typeof RestoreBackupDialog> = {
  render: (args) => <RestoreBackupDialog {...args} />,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    onConfirm: fn(),
    timeZone: 'UTC',
    backup: backups[1] as BackupRow,
  },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: t.restoreTitle });
    await expect(dialog).toHaveAccessibleDescription(t.restoreText('Nov 24, 2026, 6:00:00 PM'));
    await userEvent.click(within(dialog).getByRole('button', { name: t.restoreConfirm }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};
