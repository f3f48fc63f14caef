import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Avatar } from '../Avatar/Avatar';
import { Button } from '../Button/Button';
import { GridList, GridListItem } from './GridList';

const onJoin = fn();
const onSelectionChange = fn();

const channels = [
  { id: 'support', name: 'Support', members: 6 },
  { id: 'sales', name: 'Sales', members: 3 },
  { id: 'eng', name: 'Engineering', members: 5 },
];

const meta = {
  title: 'Primitives/GridList',
  component: GridList,
  args: { 'aria-label': 'All channels' },
  render: (args) => (
    <div style={{ width: 420 }}>
      <GridList {...args} items={channels}>
        {(channel) => (
          <GridListItem id={channel.id} textValue={channel.name} selectLabel={`Select ${channel.name}`}>
            <Avatar name={channel.name} size="sm" decorative />
            <span style={{ flex: 1 }}>{channel.name}</span>
            <Button size="sm" onPress={() => onJoin(channel.id)}>
              Join
            </Button>
          </GridListItem>
        )}
      </GridList>
    </div>
  ),
} satisfies Meta<typeof GridList<(typeof channels)[number]>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RowsWithActions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByRole('row');
    await expect(rows).toHaveLength(3);
    await userEvent.click(within(rows[1] as HTMLElement).getByRole('button', { name: 'Join' }));
    await expect(onJoin).toHaveBeenCalledWith('sales');
  },
};

export const KeyboardRowsAndCells: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const rows = canvas.getAllByRole('row');
    await expect(rows[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(rows[1]).toHaveFocus();
    // Right arrow moves into the row's button; Enter presses it.
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(rows[1] as HTMLElement).getByRole('button', { name: 'Join' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onJoin).toHaveBeenCalledWith('sales');
  },
};

export const CheckboxSelection: Story = {
  args: { selectionMode: 'multiple', onSelectionChange },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const checkboxes = canvas.getAllByRole('checkbox');
    await expect(checkboxes).toHaveLength(3);
    await expect(checkboxes[0]).toHaveAccessibleName(expect.stringContaining('Support'));
    await userEvent.click(checkboxes[0] as HTMLElement);
    await expect(canvas.getAllByRole('row')[0]).toHaveAttribute('aria-selected', 'true');
    await expect(onSelectionChange).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  render: (args) => (
    <GridList {...args} renderEmptyState={() => 'No channels match these filters.'}>
      {[]}
    </GridList>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('grid')).toHaveTextContent(
      'No channels match these filters.',
    );
  },
};
