import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TeamLimitDialog } from './TeamLimitDialog';

const meta = {
  title: 'Components/Dialogs/TeamLimitDialog',
  component: TeamLimitDialog,
  args: { isOpen: true, onOpenChange: fn(), onUpgrade: fn(), daysLeft: 7 },
} satisfies Meta<typeof TeamLimitDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SevenDaysLeft: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Your team is full' });
    await expect(dialog).toHaveTextContent('Upgrade within 7 days');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upgrade plan' }));
    await expect(args.onUpgrade).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const OneDayLeft: Story = {
  args: { daysLeft: 1 },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('dialog')).toHaveTextContent('Upgrade within 1 day');
  },
};
