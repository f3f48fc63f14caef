import type { Meta, StoryObj } from '@storybook/react-vite';
import { Archive, Send } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Kbd } from '../Kbd/Kbd';
import { Button } from './Button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Send', onPress: fn(), variant: 'primary', size: 'md' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Send' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' } };

export const Ghost: Story = { args: { variant: 'ghost', children: 'Skip for now' } };

export const Danger: Story = { args: { variant: 'danger', children: 'Discard' } };

export const WithIcon: Story = {
  args: { icon: <Archive aria-hidden="true" />, children: 'Archive', variant: 'secondary' },
};

export const WithShortcut: Story = {
  args: { children: 'Send now', variant: 'secondary', end: <Kbd shortcut="mod+shift+z" platform="mac" /> },
};

export const KeyboardActivation: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    const button = within(canvasElement).getByRole('button', { name: 'Send' });
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Send' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { isPending: true, icon: <Send aria-hidden="true" /> },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Send/ });
    await expect(button).toHaveAttribute('data-pending', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button.querySelector('[data-spinner]')).not.toBeNull();
    // Still focusable while pending, so focus is not lost when a save starts; presses are ignored.
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Catalog: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {(['primary', 'secondary', 'ghost', 'danger'] as const).map((variant) => (
        <div key={variant} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          {(['sm', 'md', 'lg'] as const).map((size) => (
            <Button key={size} variant={variant} size={size} onPress={args.onPress}>
              {`${variant} ${size}`}
            </Button>
          ))}
          <Button variant={variant} isDisabled>
            Disabled
          </Button>
          <Button variant={variant} isPending>
            Pending
          </Button>
          <Button variant={variant} icon={<Archive aria-hidden="true" />}>
            Archive
          </Button>
        </div>
      ))}
    </div>
  ),
};
