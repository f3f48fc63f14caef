import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { type SplitTabData, SplitTabs, type SplitTabsProps } from './SplitTabs';

const splits: SplitTabData[] = [
  { id: 'primary', name: 'Primary', unreadCount: 12, hasNew: true },
  { id: 'promotions', name: 'Promotions', unreadCount: 3, hasNew: false },
  { id: 'updates', name: 'Updates', unreadCount: 0, hasNew: true },
  { id: 'split-customers', name: 'Customers', unreadCount: 27, hasNew: false },
];

function Controlled(props: SplitTabsProps) {
  const [selectedId, setSelectedId] = useState(props.selectedId);
  return (
    <SplitTabs
      {...props}
      selectedId={selectedId}
      onSelectionChange={(id) => {
        setSelectedId(id);
        props.onSelectionChange(id);
      }}
    >
      <button type="button">Thread list of {selectedId}</button>
    </SplitTabs>
  );
}

const meta = {
  title: 'Lists/SplitTabs',
  component: SplitTabs,
  args: {
    'aria-label': 'Inbox splits',
    splits,
    selectedId: 'primary',
    onSelectionChange: fn(),
    onEdit: fn(),
    children: null,
  },
  render: (args) => <Controlled {...args} />,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SplitTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs[0]).toHaveTextContent('Primary');
    await expect(tabs[0]).toHaveTextContent('12');
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getAllByRole('img', { name: 'New' })).toHaveLength(2);
  },
};

/** When email features are hidden only Primary shows. */
export const PrimaryOnly: Story = {
  args: { splits: splits.slice(0, 1), onEdit: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('tab')).toHaveLength(1);
  },
};

export const ClickSelects: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: /Customers/ }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('split-customers');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Thread list of split-customers');
  },
};

export const TabMovesBetweenSplits: Story = {
  play: async ({ canvas, args }) => {
    canvas.getByRole('button', { name: /Thread list of/ }).focus();
    await userEvent.keyboard('{Tab}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('promotions');
    canvas.getByRole('button', { name: /Thread list of/ }).focus();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('primary');
    canvas.getByRole('button', { name: /Thread list of/ }).focus();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('split-customers');
  },
};

export const ArrowKeysOnTheStrip: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: /Primary/ }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('promotions');
  },
};

export const EditButton: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Split Inboxes' }));
    await expect(args.onEdit).toHaveBeenCalled();
  },
};

export const Catalog: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '24px' }}>
      <Controlled {...args} />
      <Controlled {...args} selectedId="split-customers" />
      <Controlled {...args} splits={splits.slice(0, 1)} onEdit={undefined} />
    </div>
  ),
};
