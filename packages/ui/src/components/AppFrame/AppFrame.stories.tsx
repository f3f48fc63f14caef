import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../../primitives/Button/Button';
import { OfflineBanner } from '../Feedback/Banner';
import { AppFrame } from './AppFrame';

const meta = {
  title: 'Components/AppFrame',
  component: AppFrame,
  parameters: { layout: 'fullscreen' },
  args: {
    mainLabel: 'Content',
    topBar: (
      <header style={{ padding: 12 }}>
        <Button variant="ghost">Search</Button>
      </header>
    ),
    sidebar: (
      <nav aria-label="Navigation" style={{ padding: 12 }}>
        <Button variant="ghost">Inbox</Button>
      </nav>
    ),
    children: (
      <div style={{ padding: 12 }}>
        <h1>Inbox</h1>
        <Button>First row</Button>
      </div>
    ),
  },
} satisfies Meta<typeof AppFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('main', { name: 'Content' })).toBeInTheDocument();
    await expect(canvas.getByRole('navigation', { name: 'Navigation' })).toBeInTheDocument();
  },
};

export const SkipToContent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'First row' })).toHaveFocus();
  },
};

export const F6CyclesRegions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.keyboard('{F6}');
    await expect(canvas.getByRole('button', { name: 'Search' })).toHaveFocus();
    await userEvent.keyboard('{F6}');
    await expect(canvas.getByRole('button', { name: 'Inbox' })).toHaveFocus();
    await userEvent.keyboard('{F6}');
    await expect(canvas.getByRole('button', { name: 'First row' })).toHaveFocus();
    await userEvent.keyboard('{F6}');
    await expect(canvas.getByRole('button', { name: 'Search' })).toHaveFocus();
    await userEvent.keyboard('{Shift>}{F6}{/Shift}');
    await expect(canvas.getByRole('button', { name: 'First row' })).toHaveFocus();
  },
};

export const WithBanner: Story = {
  args: { banner: <OfflineBanner /> },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText("Oops you're offline, reconnect and give it another go", {
        exact: false,
      }),
    ).toBeInTheDocument();
  },
};
