import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SchedulePicker } from './SchedulePicker';

// A Wednesday afternoon in Paris: every quick time is ahead.
const now = new Date('2026-07-08T12:00:00Z');

const meta = {
  title: 'Components/Composer/SchedulePicker',
  component: SchedulePicker,
  args: { now, timeZone: 'Europe/Paris', onSchedule: fn(), onCancel: fn() },
} satisfies Meta<typeof SchedulePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const QuickTimes: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Later today/ })).toHaveTextContent(
      'Wed, Jul 8, 6:00 PM',
    );
    await expect(canvas.getByRole('button', { name: 'Done' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: /Tomorrow morning/ }));
    await expect(args.onSchedule).toHaveBeenCalledWith(new Date('2026-07-09T06:00:00Z'));
  },
};

export const AfterSixNoLaterToday: Story = {
  args: { now: new Date('2026-07-08T17:30:00Z') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /Later today/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /Tomorrow morning/ })).toBeInTheDocument();
  },
};

export const NaturalLanguage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Type a time' }), '10 am');
    const list = canvas.getByRole('listbox', { name: 'Type a time' });
    const options = within(list).getAllByRole('option');
    await expect(options).toHaveLength(5);
    await expect(options[0]).toHaveTextContent('Thu, Jul 9, 10:00 AM');
    // Keyboard: into the list, pick the first, then Done.
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const done = canvas.getByRole('button', { name: 'Done' });
    await expect(done).toBeEnabled();
    await userEvent.click(done);
    await expect(args.onSchedule).toHaveBeenCalledWith(new Date('2026-07-09T08:00:00Z'));
  },
};

export const MidnightReadsAsEight: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Type a time' }), 'jul 14');
    await expect(within(canvas.getByRole('listbox')).getAllByRole('option')[0]).toHaveTextContent(
      'Tue, Jul 14, 8:00 AM',
    );
  },
};

export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Type a time' }), 'whenever');
    await expect(canvas.getByText('No matching dates')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Done' })).toBeDisabled();
  },
};

export const Dark: Story = { globals: { mode: 'dark' } };
