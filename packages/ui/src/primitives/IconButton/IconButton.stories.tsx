import type { Meta, StoryObj } from '@storybook/react-vite';
import { Archive, Star, Trash2 } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton } from './IconButton';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  args: { 'aria-label': 'Archive', icon: <Archive aria-hidden="true" />, onPress: fn(), shortcut: 'e' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['ghost', 'secondary', 'primary', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Archive' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const TooltipOnHover: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    // react-aria opens hover tooltips for pointer users: be one (a click on the empty canvas).
    await userEvent.click(canvasElement);
    await userEvent.hover(within(canvasElement).getByRole('button', { name: 'Archive' }));
    const tooltip = await body.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Archive');
    await expect(tooltip.querySelector('kbd')).toHaveTextContent('E');
  },
};

export const TooltipOnKeyboardFocus: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Archive' })).toHaveFocus();
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Archive');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const WithoutTooltip: Story = {
  args: { showTooltip: false, 'aria-label': 'Star', icon: <Star aria-hidden="true" /> },
};

export const Disabled: Story = {
  args: { isDisabled: true, showTooltip: false },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Archive' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Pending: Story = { args: { isPending: true, showTooltip: false } };

export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {(['ghost', 'secondary', 'primary', 'danger'] as const).map((variant) => (
        <div key={variant} style={{ display: 'flex', gap: 8 }}>
          {(['sm', 'md', 'lg'] as const).map((size) => (
            <IconButton
              key={size}
              variant={variant}
              size={size}
              aria-label={`Trash (${variant}, ${size})`}
              icon={<Trash2 aria-hidden="true" />}
            />
          ))}
          <IconButton
            variant={variant}
            isDisabled
            aria-label="Disabled"
            icon={<Archive aria-hidden="true" />}
          />
        </div>
      ))}
    </div>
  ),
};
