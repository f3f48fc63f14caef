import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages } from '@switchboard/domain';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { Dialog, DialogTrigger, Modal } from './Dialog';

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog,
  args: {
    title: messages.settings.discardTitle,
    description: messages.settings.discardText,
    closeLabel: messages.compose.close,
  },
  render: (args) => (
    <DialogTrigger>
      <Button>Open dialog</Button>
      <Modal size="sm">
        <Dialog
          {...args}
          footer={({ close }) => (
            <>
              <Button variant="ghost" onPress={close}>
                {messages.message.cancel}
              </Button>
              <Button variant="danger" onPress={close}>
                {messages.settings.discardButton}
              </Button>
            </>
          )}
        />
      </Modal>
    </DialogTrigger>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const OpenAndFocusTrap: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Open dialog' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: 'Discard changes?' });
    await expect(dialog).toHaveAccessibleDescription(
      'You have unsaved changes. Are you sure you want to leave?',
    );
    // Focus is inside and Tab cycles within the dialog.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    for (let i = 0; i < 5; i += 1) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
  },
};

export const EscapeClosesRestoresFocusAfterExit: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Open dialog' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    // Still mounted while it animates out (the spec removes a dialog 500 ms after closing) ...
    const overlay = dialog.closest('[data-exiting]');
    await expect(overlay).not.toBeNull();
    // ... then removed, and focus is back on the trigger.
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull(), { timeout: 2000 });
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const FooterButtonCloses: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open dialog' }));
    await userEvent.click(await body.findByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull(), { timeout: 2000 });
  },
};

export const CloseButton: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open dialog' }));
    await userEvent.click(await body.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull(), { timeout: 2000 });
  },
};

function ControlledForm({ onSubmit }: { onSubmit: (name: string) => void }) {
  const [isOpen, setOpen] = useState(true);
  const [name, setName] = useState('');
  return (
    <>
      <Button onPress={() => setOpen(true)}>Reopen</Button>
      <Modal isOpen={isOpen} onOpenChange={setOpen}>
        <Dialog
          title={messages.labels.createTitle}
          footer={
            <Button
              variant="primary"
              onPress={() => {
                onSubmit(name);
                setOpen(false);
              }}
            >
              {messages.labels.create}
            </Button>
          }
        >
          <TextField label={messages.labels.name} value={name} onChange={setName} autoFocus />
        </Dialog>
      </Modal>
    </>
  );
}

const onCreateLabel = fn();

export const ControlledWithForm: Story = {
  render: () => <ControlledForm onSubmit={onCreateLabel} />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const input = await body.findByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.type(input, 'Customers');
    await userEvent.click(body.getByRole('button', { name: 'Create' }));
    await expect(onCreateLabel).toHaveBeenCalledWith('Customers');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <DialogTrigger key={size}>
          <Button>{`Open ${size}`}</Button>
          <Modal size={size}>
            <Dialog {...args} title={`A ${size} dialog`} />
          </Modal>
        </DialogTrigger>
      ))}
    </div>
  ),
};

/** Open at once: heading, description, body, footer and close button. */
export const Open: Story = {
  render: (args) => (
    <Modal defaultOpen size="md">
      <Dialog {...args} footer={<Button variant="primary">{messages.settings.save}</Button>}>
        <TextField label={messages.labels.name} defaultValue="Customers" />
      </Dialog>
    </Modal>
  ),
};
