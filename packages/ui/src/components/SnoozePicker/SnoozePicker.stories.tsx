import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SnoozePicker } from './SnoozePicker';

// Wednesday 10:00 in Paris: every quick time is offered, later today included.
const now = new Date('2026-11-25T09:00:00.000Z');

const meta = {
  title: 'Components/SnoozePicker',
  component: SnoozePicker,
  args: { isOpen: true, onOpenChange: fn(), onSnooze: fn(), now, timeZone: 'Europe/Paris' },
} satisfies Meta<typeof SnoozePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const QuickTimes: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Snooze' });
    const field = within(dialog).getByRole('searchbox');
    await waitFor(() => expect(field).toHaveFocus());
    const options = within(dialog).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      expect.stringContaining('Later today'),
      expect.stringContaining('Tomorrow morning'),
      expect.stringContaining('Next week'),
      expect.stringContaining('Weekend'),
      expect.stringContaining('Later this week'),
    ]);
    // Arrows move through the options while typing stays possible; Enter picks.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    // Tomorrow morning: Thursday 8:00 in Paris.
    await expect(args.onSnooze).toHaveBeenCalledWith(new Date('2026-11-26T07:00:00.000Z'));
  },
};

export const AfterSixPm: Story = {
  args: { now: new Date('2026-11-25T18:30:00.000Z') },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Snooze' });
    await expect(within(dialog).queryByRole('option', { name: /Later today/ })).toBeNull();
    await expect(within(dialog).getByRole('option', { name: /Tomorrow morning/ })).toBeInTheDocument();
  },
};

export const NaturalLanguage: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Snooze' });
    await userEvent.type(within(dialog).getByRole('searchbox'), 'friday 9am');
    const first = await within(dialog).findByRole('option', { name: /Fri, Nov 27, 9:00 AM/ });
    await userEvent.click(first);
    await expect(args.onSnooze).toHaveBeenCalledWith(new Date('2026-11-27T08:00:00.000Z'));
  },
};

export const NothingUnderstood: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Snooze' });
    await userEvent.type(within(dialog).getByRole('searchbox'), 'whenever');
    await expect(await within(dialog).findByText('No matching dates')).toBeVisible();
    await expect(args.onSnooze).not.toHaveBeenCalled();
  },
};
