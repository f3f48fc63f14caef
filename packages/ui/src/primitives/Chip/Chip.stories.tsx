import type { Meta, StoryObj } from '@storybook/react-vite';
import { Lock, Paperclip } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Chip } from './Chip';

const meta = {
  title: 'Primitives/Chip',
  component: Chip,
  args: { children: 'Support', color: '#2f80ed' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md'] }, color: { control: 'color' } },
} satisfies Meta<typeof Chip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Channel: Story = {
  play: async ({ canvasElement }) => {
    const chip = within(canvasElement).getByText('Support').closest('[data-chip]');
    await expect(chip).not.toBeNull();
    await expect(getComputedStyle(chip as Element).getPropertyValue('background-color')).not.toBe('');
  },
};

export const PrivateChannel: Story = { args: { children: 'Leadership', color: '#9b51e0', icon: <Lock /> } };

export const Attachment: Story = {
  args: { children: 'invoice-2024.pdf', color: undefined, icon: <Paperclip /> },
};

export const InvalidColourFallsBack: Story = { args: { children: 'Ops', color: 'not-a-colour' } };

export const Pressable: Story = {
  args: { onPress: fn() },
  play: async ({ args, canvasElement }) => {
    const chip = within(canvasElement).getByRole('button', { name: 'Support' });
    await userEvent.tab();
    await expect(chip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Removable: Story = {
  args: { onRemove: fn(), removeLabel: 'Remove Support' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove Support' }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};

export const ErrorEditableAndRemovable: Story = {
  args: {
    children: 'oops',
    color: undefined,
    tone: 'error',
    description: 'Not a valid address',
    onPress: fn(),
    pressLabel: 'Edit oops',
    onRemove: fn(),
    removeLabel: 'Remove oops',
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const edit = canvas.getByRole('button', { name: 'Edit oops' });
    await expect(edit).toHaveAccessibleDescription('Not a valid address');
    await userEvent.tab();
    await expect(edit).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remove oops' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};

export const ErrorDark: Story = { ...ErrorEditableAndRemovable, play: undefined, globals: { mode: 'dark' } };

const colours = [
  '#64748b',
  '#ef4444',
  '#f97316',
  '#eab308',
  '#22c55e',
  '#14b8a6',
  '#3b82f6',
  '#8b5cf6',
  '#ec4899',
];

export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', maxWidth: 520 }}>
      {colours.map((color) => (
        <Chip key={color} color={color}>
          {`Channel ${color}`}
        </Chip>
      ))}
      <Chip color="#9b51e0" icon={<Lock />} size="md">
        Private (md)
      </Chip>
      <Chip icon={<Paperclip />}>report.pdf</Chip>
      <Chip>+2</Chip>
      <Chip tone="error" description="Not a valid address">
        oops
      </Chip>
    </div>
  ),
};
