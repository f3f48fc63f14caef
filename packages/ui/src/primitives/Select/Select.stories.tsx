import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages } from '@switchboard/domain';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ListBoxItem } from '../ListBox/ListBox';
import { Select } from './Select';

const levels = messages.channel.notificationLevels;
const onSelectionChange = fn();

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: {
    label: 'Notifications',
    placeholder: 'Choose a level',
    onSelectionChange,
    children: [
      <ListBoxItem key="all" id="all">
        {levels.all}
      </ListBoxItem>,
      <ListBoxItem key="new_and_followed" id="new_and_followed">
        {levels.new_and_followed}
      </ListBoxItem>,
      <ListBoxItem key="followed" id="followed">
        {levels.followed}
      </ListBoxItem>,
    ],
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {};

export const WithValue: Story = { args: { defaultSelectedKey: 'new_and_followed' } };

export const PickWithPointer: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Notifications/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Followed' }));
    await expect(onSelectionChange).toHaveBeenCalledWith('followed');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    await expect(within(canvasElement).getByRole('button', { name: /Followed/ })).toBeInTheDocument();
  },
};

export const PickWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await body.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'All' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(onSelectionChange).toHaveBeenCalledWith('new_and_followed');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: messages.validation.filterChannelRequired },
};

export const Disabled: Story = { args: { isDisabled: true, defaultSelectedKey: 'all' } };

export const Catalog: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, width: 280 }}>
      <Select label="Placeholder" placeholder="Choose a level">
        {args.children}
      </Select>
      <Select label="With value" defaultSelectedKey="all">
        {args.children}
      </Select>
      <Select label="Small" size="sm" defaultSelectedKey="followed">
        {args.children}
      </Select>
      <Select label="Invalid" isInvalid errorMessage={messages.validation.filterChannelRequired}>
        {args.children}
      </Select>
      <Select label="Disabled" isDisabled defaultSelectedKey="all">
        {args.children}
      </Select>
    </div>
  ),
};
