import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages } from '@switchboard/domain';
import { Sparkles, Star } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ToggleButton } from './ToggleButton';

const onChange = fn();

const meta = {
  title: 'Primitives/ToggleButton',
  component: ToggleButton,
  args: {
    children: (
      <>
        <Sparkles aria-hidden="true" />
        {messages.shell.aiToggle}
      </>
    ),
    onChange,
  },
} satisfies Meta<typeof ToggleButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'AI assistant' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(onChange).toHaveBeenLastCalledWith(true);
  },
};

export const On: Story = { args: { defaultSelected: true } };

export const IconOnly: Story = {
  args: { children: <Star aria-hidden="true" />, 'aria-label': 'Star', shape: 'icon' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(within(canvasElement).getByRole('button', { name: 'Star' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const Disabled: Story = { args: { isDisabled: true } };

export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <ToggleButton size="sm">Small</ToggleButton>
      <ToggleButton>Medium</ToggleButton>
      <ToggleButton defaultSelected>Selected</ToggleButton>
      <ToggleButton isDisabled>Disabled</ToggleButton>
      <ToggleButton shape="icon" aria-label="Star">
        <Star aria-hidden="true" />
      </ToggleButton>
      <ToggleButton shape="icon" aria-label="Starred" defaultSelected>
        <Star aria-hidden="true" />
      </ToggleButton>
    </div>
  ),
};
