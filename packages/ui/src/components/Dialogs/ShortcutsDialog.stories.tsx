import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ShortcutsDialog } from './ShortcutsDialog';

const meta = {
  title: 'Components/Dialogs/ShortcutsDialog',
  component: ShortcutsDialog,
  args: { isOpen: true, onOpenChange: fn(), platform: 'mac' },
} satisfies Meta<typeof ShortcutsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mac: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Keyboard shortcuts' });
    for (const group of ['Global', 'Lists', 'Thread', 'Suggestion dropdown']) {
      await expect(within(dialog).getByRole('region', { name: group })).toBeInTheDocument();
    }
    const commandMenu = within(dialog).getByText('Open command menu').closest('div') as HTMLElement;
    await expect(commandMenu).toHaveTextContent('⌘K');
    const goInbox = within(dialog).getByText('Go to Inbox').closest('div') as HTMLElement;
    await expect(goInbox).toHaveTextContent('GthenI');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const OtherPlatforms: Story = {
  args: { platform: 'other' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Keyboard shortcuts' });
    const sendNow = within(dialog).getByText('Send now').closest('div') as HTMLElement;
    await expect(sendNow).toHaveTextContent('CtrlShiftZ');
  },
};
