import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages } from '@switchboard/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

const t = messages.settings.myTeam.tabs;
const onSelectionChange = fn();

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  args: { onSelectionChange },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="My Team">
        <Tab id="all">{t.all}</Tab>
        <Tab id="members">{t.members}</Tab>
        <Tab id="invited">{t.invited}</Tab>
      </TabList>
      <TabPanel id="all">Everyone in the workspace.</TabPanel>
      <TabPanel id="members">Members only.</TabPanel>
      <TabPanel id="invited">Pending invites.</TabPanel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Underline: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Invited' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Pending invites.');
    await expect(onSelectionChange).toHaveBeenLastCalledWith('invited');
  },
};

export const KeyboardArrows: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'All' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Members' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Members only.');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Invited' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'All' })).toHaveFocus();
  },
};

export const Pill: Story = {
  render: (args) => (
    <Tabs {...args} defaultSelectedKey="members">
      <TabList aria-label="My Team" variant="pill">
        <Tab id="all">{t.all}</Tab>
        <Tab id="members">{t.members}</Tab>
        <Tab id="invited" isDisabled>
          {t.invited}
        </Tab>
      </TabList>
      <TabPanel id="all">Everyone.</TabPanel>
      <TabPanel id="members">Members only.</TabPanel>
      <TabPanel id="invited">Pending.</TabPanel>
    </Tabs>
  ),
};

export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      {(['underline', 'pill'] as const).map((variant) => (
        <Tabs key={variant} defaultSelectedKey="members">
          <TabList aria-label={`My Team (${variant})`} variant={variant}>
            <Tab id="all">{t.all}</Tab>
            <Tab id="members">{t.members}</Tab>
            <Tab id="invited" isDisabled>
              {t.invited}
            </Tab>
          </TabList>
          <TabPanel id="all">Everyone.</TabPanel>
          <TabPanel id="members">Members only.</TabPanel>
          <TabPanel id="invited">Pending.</TabPanel>
        </Tabs>
      ))}
    </div>
  ),
};
