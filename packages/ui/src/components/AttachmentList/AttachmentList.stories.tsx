import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages } from '@switchboard/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AttachmentList } from './AttachmentList';
import { AttachmentRefusedDialog } from './AttachmentRefusedDialog';

const meta = {
  title: 'Components/Composer/AttachmentList',
  component: AttachmentList,
  args: { items: [], onCancel: fn(), onRetry: fn(), onRemove: fn() },
} satisfies Meta<typeof AttachmentList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Uploading: Story = {
  args: { items: [{ id: 'a1', name: 'report.pdf', size: 2_400_000, status: 'in_progress', percent: 40 }] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Uploading 40%' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel upload of report.pdf' }));
    await expect(args.onCancel).toHaveBeenCalledWith('a1');
  },
};

export const Failed: Story = {
  args: { items: [{ id: 'a1', name: 'report.pdf', size: 2_400_000, status: 'error' }] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Failed')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry upload of report.pdf' }));
    await expect(args.onRetry).toHaveBeenCalledWith('a1');
  },
};

export const Expired: Story = {
  args: { items: [{ id: 'a1', name: 'report.pdf', size: 2_400_000, status: 'complete', expired: true }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Expired')).toBeInTheDocument();
  },
};

export const ExpiredRetry: Story = {
  args: { items: [{ id: 'a1', name: 'report.pdf', size: 2_400_000, status: 'complete', expired: true }] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Retry upload of report.pdf' }));
    await expect(args.onRetry).toHaveBeenCalledWith('a1');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove report.pdf' }));
    await expect(args.onRemove).toHaveBeenCalledWith('a1');
  },
};

/** A failed upload whose file is gone (after a reload): no Retry, only Remove. */
export const FailedFileGone: Story = {
  args: { items: [{ id: 'a1', name: 'report.pdf', size: 2_400_000, status: 'error', canRetry: false }] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Failed')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Retry upload of report.pdf' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove report.pdf' }));
    await expect(args.onRemove).toHaveBeenCalledWith('a1');
  },
};

/** Images of the body show only while they upload, failed or expired; an uploaded one is not listed. */
export const InlineImages: Story = {
  args: {
    items: [
      {
        id: 'i1',
        name: 'pasted.png',
        size: 340_000,
        status: 'in_progress',
        percent: 30,
        inline: { id: 'img-1', src: null },
      },
      { id: 'i2', name: 'chart.png', size: 80_000, status: 'error', inline: { id: 'img-2', src: null } },
      {
        id: 'i3',
        name: 'photo.jpg',
        size: 900_000,
        status: 'complete',
        expired: true,
        inline: { id: 'img-3', src: null },
      },
      { id: 'i4', name: 'done.png', size: 50_000, status: 'complete', inline: { id: 'img-4', src: null } },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Attachments' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.queryByText('done.png')).toBeNull();
    await expect(canvas.getByRole('progressbar', { name: 'Uploading 30%' })).toBeInTheDocument();
    await expect(canvas.getAllByText(/^Inline image · /)).toHaveLength(3);
    await expect(canvas.getByText('Failed')).toBeInTheDocument();
    await expect(canvas.getByText('Expired')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry upload of chart.png' }));
    await expect(args.onRetry).toHaveBeenCalledWith('i2');
  },
};

export const Cancelled: Story = {
  args: { items: [{ id: 'a1', name: 'report.pdf', size: 2_400_000, status: 'not_started' }] },
};

export const Catalog: Story = {
  args: {
    items: [
      { id: 'a1', name: 'uploading.pdf', size: 2_400_000, status: 'in_progress', percent: 70 },
      { id: 'a2', name: 'done.png', size: 120_000, status: 'complete' },
      { id: 'a3', name: 'failed.docx', size: 50_000, status: 'error' },
      { id: 'a4', name: 'old.zip', size: 9_000_000, status: 'complete', expired: true },
      { id: 'a5', name: 'cancelled.txt', size: 800, status: 'not_started' },
      { id: 'a6', name: 'gone.pdf', size: 30_000, status: 'error', canRetry: false },
      {
        id: 'a7',
        name: 'pasted.png',
        size: 200_000,
        status: 'in_progress',
        percent: 10,
        inline: { id: 'img', src: null },
      },
    ],
  },
};

export const TooLarge: Story = {
  render: () => (
    <AttachmentRefusedDialog
      problem={{ title: messages.validation.fileTooLargeTitle, message: messages.validation.fileTooLarge }}
      onClose={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: 'File is too large',
    });
    await expect(dialog).toHaveAccessibleDescription('Attachments cannot be larger than 25 MB total.');
  },
};

export const Blocked: Story = {
  render: () => (
    <AttachmentRefusedDialog
      problem={{
        title: messages.validation.fileTypeBlockedTitle,
        message: messages.validation.fileTypeBlocked('setup.exe'),
      }}
      onClose={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: 'File type not allowed',
    });
    await expect(dialog).toHaveAccessibleDescription('"setup.exe" has been blocked for security reasons.');
  },
};

export const CatalogDark: Story = { ...Catalog, globals: { mode: 'dark' } };
