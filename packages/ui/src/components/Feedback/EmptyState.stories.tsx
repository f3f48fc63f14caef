import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages } from '@switchboard/domain';
import { AlertTriangle, Inbox, Search, Send, ShieldAlert } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../primitives/Button/Button';
import { EmptyState } from './EmptyState';

const e = messages.emptyStates;

const meta = {
  title: 'Components/Feedback/EmptyState',
  component: EmptyState,
  args: { description: e.inbox, icon: <Inbox /> },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InboxEmpty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(e.inbox)).toBeInTheDocument();
  },
};

export const NoResults: Story = {
  args: { title: e.noResults, description: e.tryAdjustingFilters, icon: <Search /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No results' })).toBeInTheDocument();
    await expect(within(canvasElement).getByText('Try adjusting your filters')).toBeInTheDocument();
  },
};

export const Sent: Story = { args: { description: e.sent, icon: <Send /> } };

export const Spam: Story = { args: { description: e.spam, icon: <ShieldAlert /> } };

export const Split: Story = { args: { description: e.split('Newsletters') } };

export const ErrorReplacesList: Story = {
  args: {
    tone: 'error',
    description: messages.errors.generic,
    icon: <AlertTriangle />,
    action: <Button onPress={fn()}>{messages.message.retry}</Button>,
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('An error occurred, please try again later.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  },
};

export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      {[
        e.inbox,
        e.splitUnnamed,
        e.sent,
        e.search,
        e.spam,
        e.drafts,
        e.snoozed,
        e.scheduled,
        e.trash,
        e.starred,
        e.all,
      ].map((text) => (
        <EmptyState key={text} description={text} />
      ))}
    </div>
  ),
};
