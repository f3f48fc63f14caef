import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Badge } from '../Badge/Badge';
import { ListBox, ListBoxItem, ListBoxSection } from './ListBox';

const onSelectionChange = fn();

const meta = {
  title: 'Primitives/ListBox',
  component: ListBox,
  args: { 'aria-label': 'Channels', selectionMode: 'single', onSelectionChange },
  render: (args) => (
    <div style={{ width: 280 }}>
      <ListBox {...args}>
        <ListBoxItem id="support" end={<Badge tone="soft">4</Badge>}>
          Support
        </ListBoxItem>
        <ListBoxItem id="sales" description="12 members">
          Sales
        </ListBoxItem>
        <ListBoxItem id="leadership" isDisabled>
          Leadership
        </ListBoxItem>
        <ListBoxItem id="eng">Engineering</ListBoxItem>
      </ListBox>
    </div>
  ),
} satisfies Meta<typeof ListBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SingleSelection: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('option', { name: /Sales/ }));
    await expect(canvas.getByRole('option', { name: /Sales/ })).toHaveAttribute('aria-selected', 'true');
    await expect(onSelectionChange).toHaveBeenCalledTimes(1);
  },
};

export const KeyboardSkipsDisabled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('option', { name: /Support/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('option', { name: 'Engineering' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('option', { name: 'Engineering' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const Multiple: Story = {
  args: { selectionMode: 'multiple', defaultSelectedKeys: ['support', 'eng'] },
};

export const Sections: Story = {
  render: (args) => (
    <div style={{ width: 280 }}>
      <ListBox {...args} aria-label="Suggestions">
        <ListBoxSection title="People">
          <ListBoxItem id="alice">Alice Martin</ListBoxItem>
          <ListBoxItem id="bob">Bob Stone</ListBoxItem>
        </ListBoxSection>
        <ListBoxSection title="Channels">
          <ListBoxItem id="support">Support</ListBoxItem>
        </ListBoxSection>
      </ListBox>
    </div>
  ),
};

export const Empty: Story = {
  render: (args) => (
    <div style={{ width: 280 }}>
      <ListBox {...args} renderEmptyState={() => 'No results found.'}>
        {[]}
      </ListBox>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('listbox')).toHaveTextContent('No results found.');
  },
};

export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
      <div style={{ width: 220 }}>
        <ListBox aria-label="Single" selectionMode="single" defaultSelectedKeys={['b']}>
          <ListBoxItem id="a">Option</ListBoxItem>
          <ListBoxItem id="b">Selected</ListBoxItem>
          <ListBoxItem id="c" isDisabled>
            Disabled
          </ListBoxItem>
          <ListBoxItem id="d" description="With a description">
            Described
          </ListBoxItem>
          <ListBoxItem id="e" end={<Badge tone="soft">12</Badge>}>
            With a count
          </ListBoxItem>
        </ListBox>
      </div>
      <div style={{ width: 220 }}>
        <ListBox aria-label="Multiple" selectionMode="multiple" defaultSelectedKeys={['a', 'c']}>
          <ListBoxItem id="a">First</ListBoxItem>
          <ListBoxItem id="b">Second</ListBoxItem>
          <ListBoxItem id="c">Third</ListBoxItem>
        </ListBox>
      </div>
    </div>
  ),
};
