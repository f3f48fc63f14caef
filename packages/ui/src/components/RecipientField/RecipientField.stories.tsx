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

/** Each chip named by its remove button, in the order shown ('Remove Ann Lee', 'Remove broken', ...). */
function chipNames(canvasElement: HTMLElement): string[] {
  const list = within(canvasElement).getByRole('list', { name: 'To Recipients' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => within(item).getAllByRole('button').at(-1)?.getAttribute('aria-label') ?? '');
}

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
    // The chips show what was pasted, in order: the entry that is not an address keeps its place.
    await expect(chipNames(canvasElement)).toEqual([
      'Remove a@outside.example',
      'Remove Lee, Ann',
      'Remove broken',
      'Remove b@outside.example',
    ]);
    await expect(input).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Edit broken' })).toHaveAccessibleDescription(
      messages.compose.invalidRecipient,
    );
  },
};

export const PastedInvalidEntries: Story = {
  render: (args) => (
    <Controlled
      onChange={args.onChange}
      initial={[{ kind: 'user', id: 'u-bob', name: 'Bob Chen', email: 'bob@acme.example' }]}
    />
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'To' });
    await userEvent.click(input);
    await userEvent.paste('oops, First   Last <foo@bar.com>, carol@acme.example\nnope@, zed@outside.example');
    // After the chip that was there, in the pasted order; a teammate's address becomes the teammate.
    await expect(chipNames(canvasElement)).toEqual([
      'Remove Bob Chen',
      'Remove oops',
      'Remove First Last',
      'Remove Carol Diaz',
      'Remove nope@',
      'Remove zed@outside.example',
    ]);
    // Removing a recipient leaves the error chip after it where it was.
    await userEvent.click(canvas.getByRole('button', { name: 'Remove First Last' }));
    await expect(chipNames(canvasElement)).toEqual([
      'Remove Bob Chen',
      'Remove oops',
      'Remove Carol Diaz',
      'Remove nope@',
      'Remove zed@outside.example',
    ]);
    // An error chip is removed by its button, from the keyboard too.
    canvas.getByRole('button', { name: 'Remove oops' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('button', { name: 'Edit oops' })).not.toBeInTheDocument();
    // Pressing an error chip puts its text back in the input to be corrected; the corrected address is a chip.
    await userEvent.click(canvas.getByRole('button', { name: 'Edit nope@' }));
    await expect(input).toHaveValue('nope@');
    await expect(input).toHaveFocus();
    await userEvent.type(input, 'outside.example{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      { kind: 'user', id: 'u-bob', name: 'Bob Chen', email: 'bob@acme.example' },
      { kind: 'user', id: 'u-carol', name: 'Carol Diaz', email: 'carol@acme.example' },
      { kind: 'external_user', email: 'zed@outside.example' },
      { kind: 'external_user', email: 'nope@outside.example' },
    ]);
    await expect(canvas.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
  },
};

export const PastedInvalidEntriesDark: Story = {
  render: (args) => (
    <Controlled
      onChange={args.onChange}
      initial={[{ kind: 'external_user', email: 'zoe@outside.example' }]}
    />
  ),
  globals: { mode: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'To' }));
    await userEvent.paste('oops, max@outside.example');
    await expect(canvas.getByRole('button', { name: 'Edit oops' })).toBeVisible();
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
