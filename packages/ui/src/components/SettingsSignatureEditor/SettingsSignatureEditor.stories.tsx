import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SettingsSignatureEditor } from './SettingsSignatureEditor';

const meta = {
  title: 'Components/Settings/SettingsSignatureEditor',
  component: SettingsSignatureEditor,
  args: {
    signature: '<p>Ada Lovelace, Acme</p>',
    onSave: fn(),
    brandingEnabled: true,
    onBrandingChange: fn(),
    canRemoveBranding: true,
    onDirtyChange: fn(),
  },
} satisfies Meta<typeof SettingsSignatureEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Premium: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    const editor = await canvas.findByRole('textbox', { name: 'Your signature' });
    await expect(editor).toHaveTextContent('Ada Lovelace, Acme');
    await userEvent.type(editor, ' (she/her)');
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith('<p>Ada Lovelace, Acme (she/her)</p>');
  },
};

export const PremiumSwitchesBrandingOff: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: 'Add the Switchboard signature to messages' });
    await expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await expect(args.onBrandingChange).toHaveBeenCalledWith(false);
    await expect(canvas.queryByText('Upgrade your account to remove this signature.')).toBeNull();
  },
};

export const FreePlan: Story = {
  args: { canRemoveBranding: false, signature: '' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: 'Add the Switchboard signature to messages' });
    await expect(toggle).toBeChecked();
    await expect(canvas.getByText('Upgrade your account to remove this signature.')).toBeInTheDocument();
    await userEvent.click(toggle);
    await expect(args.onBrandingChange).not.toHaveBeenCalled();
    await expect(toggle).toBeChecked();
  },
};

export const BrandingOff: Story = {
  args: { brandingEnabled: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch')).not.toBeChecked();
    await expect(canvas.queryByText('Sent with Switchboard')).toBeNull();
  },
};

export const WhitespaceOnlyIsCleared: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const editor = await canvas.findByRole('textbox', { name: 'Your signature' });
    await userEvent.click(editor);
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith('');
  },
};
