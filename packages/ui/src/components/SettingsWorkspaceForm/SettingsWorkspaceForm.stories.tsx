import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SettingsWorkspaceForm } from './SettingsWorkspaceForm';

const meta = {
  title: 'Components/Settings/SettingsWorkspaceForm',
  component: SettingsWorkspaceForm,
  args: { name: 'Acme', onSave: fn(), onDirtyChange: fn() },
} satisfies Meta<typeof SettingsWorkspaceForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchanged: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Save' })).toHaveFocus();
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('tooltip')).toHaveTextContent('No changes to save');
  },
};

export const Renamed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Workspace name' });
    await userEvent.clear(field);
    await userEvent.type(field, '  Acme Labs  ');
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith('Acme Labs');
  },
};

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Workspace name' }));
    await expect(canvas.getByText('Workspace name cannot be empty')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Saving: Story = {
  args: { isSaving: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Save/ })).toBeInTheDocument();
  },
};
