import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Kbd } from './Kbd';

const meta = {
  title: 'Primitives/Kbd',
  component: Kbd,
  args: { shortcut: 'mod+shift+z', platform: 'mac' },
  argTypes: {
    platform: { control: 'inline-radio', options: ['mac', 'other'] },
    tone: { control: 'inline-radio', options: ['default', 'inverse', 'subtle'] },
  },
} satisfies Meta<typeof Kbd>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SendNowOnMac: Story = {
  play: async ({ canvasElement }) => {
    const keys = canvasElement.querySelectorAll('kbd kbd');
    await expect([...keys].map((key) => key.textContent)).toEqual(['⌘', '⇧', 'Z']);
  },
};

export const SendNowElsewhere: Story = {
  args: { platform: 'other' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Ctrl')).toBeInTheDocument();
    await expect(within(canvasElement).getByText('Shift')).toBeInTheDocument();
  },
};

export const Sequence: Story = { args: { shortcut: 'g i' } };

export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
      {[
        'mod+k',
        'c',
        '/',
        '?',
        'mod+comma',
        'mod+z',
        'mod+shift+z',
        'g i',
        'g s',
        'shift+i',
        'mod+ArrowUp',
        'mod+enter',
      ].map((shortcut) => (
        <span key={shortcut} style={{ display: 'flex', gap: 12 }}>
          <code>{shortcut}</code>
          <Kbd shortcut={shortcut} platform="mac" />
          <Kbd shortcut={shortcut} platform="other" />
        </span>
      ))}
    </div>
  ),
};
