import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages, validateLabelName } from '@switchboard/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './TextField';

const onChange = fn();

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: { label: messages.labels.name, onChange },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Name' });
    await userEvent.type(input, 'Customers');
    await expect(onChange).toHaveBeenLastCalledWith('Customers');
  },
};

export const WithDescription: Story = {
  args: {
    label: messages.settings.workspace.name,
    description: 'Shown to everyone you invite.',
    defaultValue: 'Acme',
  },
};

export const ValidatesOnChange: Story = {
  args: {
    validate: (value: string) => validateLabelName(value, ['Customers', 'Urgent']),
    validationBehavior: 'aria',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Name' });
    await userEvent.type(input, 'urgent');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('A label with this name already exists.');
    await userEvent.clear(input);
    await expect(input).toHaveAccessibleDescription('Label name is required');
    await userEvent.type(input, 'Partners');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: messages.validation.labelNameRequired },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Customers' } };

export const Multiline: Story = {
  args: { label: 'Description', multiline: true, placeholder: 'Add a note' },
};

export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, width: 320 }}>
      <TextField label="Empty" placeholder="Placeholder" />
      <TextField label="With value" defaultValue="Customers" />
      <TextField label="With description" description="Shown to everyone you invite." />
      <TextField label="Invalid" isInvalid errorMessage={messages.validation.labelNameRequired} />
      <TextField label="Disabled" isDisabled defaultValue="Read only" />
      <TextField label="Multiline" multiline defaultValue={'Line one\nLine two'} />
    </div>
  ),
};
