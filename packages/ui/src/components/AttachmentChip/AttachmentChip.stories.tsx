import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AttachmentChip } from './AttachmentChip';

const meta = {
  title: 'Thread/AttachmentChip',
  component: AttachmentChip,
  args: { name: 'report.pdf', size: 245_760, href: '/files/report.pdf' },
} satisfies Meta<typeof AttachmentChip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Downloadable: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /report\.pdf/ });
    await expect(link).toHaveAttribute('download', 'report.pdf');
    await expect(link).toHaveTextContent('240 KB');
  },
};

/** Sizes read B, KB without decimals, MB and GB with two. */
export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <AttachmentChip name="note.txt" size={512} href="/files/a" />
      <AttachmentChip name="photo.png" size={48_000} href="/files/b" />
      <AttachmentChip name="deck.pptx" size={5_347_737} href="/files/c" />
      <AttachmentChip name="backup.zip" size={2_147_483_648} href="/files/d" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('512 B')).toBeVisible();
    await expect(canvas.getByText('47 KB')).toBeVisible();
    await expect(canvas.getByText('5.10 MB')).toBeVisible();
    await expect(canvas.getByText('2.00 GB')).toBeVisible();
  },
};

export const WithoutLink: Story = { args: { href: null } };
