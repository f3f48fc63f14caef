import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'Primitives/Tooltip',
  component: Tooltip,
  args: {
    content: 'Command menu',
    shortcut: 'mod+k',
    children: <Button>Commands</Button>,
  },
  argTypes: { placement: { control: 'inline-radio', options: ['top', 'bottom', 'start', 'end'] } },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpensAfterHoverDelay: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    // react-aria opens hover tooltips for pointer users: be one (a click on the empty canvas).
    await userEvent.click(canvasElement);
    await userEvent.hover(within(canvasElement).getByRole('button', { name: 'Commands' }));
    // The spec's 300 ms delay: nothing yet right after the pointer arrives ...
    await expect(body.queryByRole('tooltip')).toBeNull();
    // ... and the tooltip shows once the delay has passed.
    const tooltip = await body.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Command menu');
    await userEvent.unhover(within(canvasElement).getByRole('button', { name: 'Commands' }));
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
  },
};

export const OpensOnFocusAndClosesOnEscape: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    const tooltip = await body.findByRole('tooltip');
    const button = within(canvasElement).getByRole('button', { name: 'Commands' });
    await expect(button).toHaveAttribute('aria-describedby', tooltip.id);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
  },
};

export const Bottom: Story = { args: { placement: 'bottom', shortcut: undefined, content: 'Archive' } };

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Commands' })).toHaveFocus();
    await expect(body.queryByRole('tooltip')).toBeNull();
  },
};

/** Tooltips open on every side (`defaultOpen` so the catalog shows them all). */
export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 96, padding: 80 }}>
      {(['top', 'bottom', 'start', 'end'] as const).map((placement) => (
        <Tooltip
          key={placement}
          content={`Archive (${placement})`}
          shortcut="e"
          placement={placement}
          defaultOpen
        >
          <Button>{placement}</Button>
        </Tooltip>
      ))}
    </div>
  ),
};
