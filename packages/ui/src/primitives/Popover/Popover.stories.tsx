import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages } from '@switchboard/domain';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { SearchField } from '../SearchField/SearchField';
import { Popover, PopoverTrigger } from './Popover';

const c = messages.thread.channelsPopover;

const meta = {
  title: 'Primitives/Popover',
  component: Popover,
  args: { title: c.title, width: 'sm', children: null },
  render: (args) => (
    <PopoverTrigger>
      <Button>Channels</Button>
      <Popover {...args}>
        <p style={{ margin: 0 }}>{c.subtitle}</p>
        <SearchField aria-label={c.search} placeholder={c.search} autoFocus />
      </Popover>
    </PopoverTrigger>
  ),
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const OpensMovesFocusAndCloses: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Channels' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: 'Channels' });
    await expect(dialog).toHaveTextContent('Members can view the conversation and discussion');
    await waitFor(() =>
      expect(within(dialog).getByRole('searchbox', { name: 'Search channels' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Unlabelled: Story = { args: { title: undefined, 'aria-label': 'Options', width: 'auto' } };

export const Open: Story = {
  render: (args) => (
    <PopoverTrigger defaultOpen>
      <Button>Channels</Button>
      <Popover {...args}>
        <p style={{ margin: 0 }}>{c.subtitle}</p>
      </Popover>
    </PopoverTrigger>
  ),
};
