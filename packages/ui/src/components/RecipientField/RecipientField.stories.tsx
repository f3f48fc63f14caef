import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Recipient } from '@switchboard/domain';
import { messages } from '@switchboard/domain';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AlmostThereDialog } from './AlmostThereDialog';
import { type RecipientCandidate, RecipientField } from './RecipientField';

const candidates: RecipientCandidate[] = [
  { kind: 'user', id: 'u-bob', name: 'Bob Chen', email: 'bob@acme.example' },
  { kind: 'user', id: 'u-carol', name: 'Carol Diaz', email: 'carol@acme.example' },
  { kind: 'channel', id: 'ch-support', name: 'Support', iconSetName: null },
];

function Controlled(props: { initial?: Recipient[]; onChange: (value: Recipient[]) => void }) {
  const [value, setValue] = useState<Recipient[]>(props.initial ?? []);
  return (
    <RecipientField
      label={messages.compose.to}
      value={value}
      candidates={candidates}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/Composer/RecipientField',
  component: RecipientField,
  args: { label: messages.compose.to, value: [], onChange: fn(), candidates },
  render: (args) => <Controlled onChange={args.onChange} />,
} satisfies Meta<typeof RecipientField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithChips: Story = {
  render: (args) => (
    <Controlled
      onChange={args.onChange}
      initial={[
        { kind: 'user', id: 'u-bob', name: 'Bob Chen', email: 'bob@acme.example' },
        { kind: 'external_user', email: 'zoe@outside.example' },
        { kind: 'channel', id: 'ch-support', name: 'Support', iconSetName: null },
      ]}
    />
  ),
};

export const KeyboardEntry: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'To' });
    await userEvent.click(input);
    // Enter, Tab and Space on a valid address each make a chip.
    await userEvent.type(input, 'zoe@outside.example{Enter}');
    await userEvent.type(input, 'max@outside.example ');
    await userEvent.type(input, 'Ann Lee <ann@outside.example>{Tab}');
    await expect(canvas.getByRole('button', { name: 'Remove zoe@outside.example' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Remove max@outside.example' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Remove Ann Lee' })).toBeInTheDocument();
    await expect(input).toHaveValue('');
    // An invalid address stays as text; Backspace in the empty input removes the last chip.
    await userEvent.click(input);
    await userEvent.type(input, 'not-an-address{Enter}');
    await expect(input).toHaveValue('not-an-address');
    await userEvent.clear(input);
    await userEvent.keyboard('{Backspace}');
    await expect(canvas.queryByRole('button', { name: 'Remove Ann Lee' })).not.toBeInTheDocument();
    await expect(args.onChange).toHaveBeenLastCalledWith([
      { kind: 'external_user', email: 'zoe@outside.example' },
      { kind: 'external_user', email: 'max@outside.example' },
    ]);
  },
};

export const SuggestionsByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'To' });
    await userEvent.type(input, 'car');
    const list = await canvas.findByRole('listbox', { name: messages.compose.suggestions });
    await expect(within(list).getByRole('option', { name: /Carol Diaz/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{Tab}');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      { kind: 'user', id: 'u-carol', email: 'carol@acme.example', name: 'Carol Diaz' },
    ]);
    // Channels may be recipients.
    await userEvent.type(input, 'supp');
    await canvas.findByRole('listbox');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Remove Support' })).toBeInTheDocument());
  },
};

export const PastedList: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'To' });
    await userEvent.click(input);
    await userEvent.paste('a@outside.example; "Lee, Ann" <ann@outside.example>\nbroken, b@outside.example');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      { kind: 'external_user', email: 'a@outside.example' },
      { kind: 'external_user', email: 'ann@outside.example', name: 'Lee, Ann' },
      { kind: 'external_user', email: 'b@outside.example' },
    ]);
    await expect(input).toHaveValue('broken');
  },
};

export const InvalidAddressDialog: Story = {
  render: () => <AlmostThereDialog text="bob.acme.example" field="To" onClose={fn()} />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Almost there...' });
    await expect(dialog).toHaveAccessibleDescription(
      'The address "bob.acme.example" in the "To" field was not recognized. Please make sure that all addresses are properly formed.',
    );
  },
};

export const Dark: Story = { ...WithChips, globals: { mode: 'dark' } };
