import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages } from '@switchboard/domain';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ListBoxItem } from '../ListBox/ListBox';
import { ComboBox } from './ComboBox';

const people = [
  { id: 'alice', name: 'Alice Martin' },
  { id: 'bob', name: 'Bob Stone' },
  { id: 'carol', name: 'Carol Diaz' },
  { id: 'dave', name: 'Dave Kim' },
];
const onSelectionChange = fn();

const meta = {
  title: 'Primitives/ComboBox',
  component: ComboBox<(typeof people)[number]>,
  args: {
    label: messages.thread.assignee,
    placeholder: messages.thread.followersPopover.search,
    emptyText: messages.commandMenu.empty,
    defaultItems: people,
    onSelectionChange,
    children: (person: (typeof people)[number]) => <ListBoxItem id={person.id}>{person.name}</ListBoxItem>,
  },
} satisfies Meta<typeof ComboBox<(typeof people)[number]>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const FiltersAsYouType: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const input = within(canvasElement).getByRole('combobox', { name: 'Assignee' });
    await userEvent.type(input, 'ca');
    const listbox = await body.findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Carol Diaz']);
    // The popover's entry animation: keys go to the list once its option is shown.
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Carol Diaz' })).toBeVisible());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(onSelectionChange).toHaveBeenCalledWith('carol'));
    await expect(input).toHaveValue('Carol Diaz');
  },
};

export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(within(canvasElement).getByRole('combobox'), 'zzz');
    // With nothing to show, react-aria keeps the popover closed unless told otherwise.
    await waitFor(() => expect(body.queryByRole('option')).toBeNull());
  },
};

export const OpenWithButton: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button'));
    const listbox = await body.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(4);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: messages.validation.filterChannelRequired },
};

export const Catalog: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, width: 280 }}>
      <ComboBox {...args} label="Empty" />
      <ComboBox {...args} label="With value" defaultSelectedKey="alice" />
      <ComboBox {...args} label="With description" description="People in your workspace." />
      <ComboBox
        {...args}
        label="Invalid"
        isInvalid
        errorMessage={messages.validation.filterChannelRequired}
      />
      <ComboBox {...args} label="Disabled" isDisabled />
    </div>
  ),
};
