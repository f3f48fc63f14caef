import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button/Button';
import { LoadingScreen, MessageScreen } from './LoadingScreen';
import { useMinimumDuration } from './useMinimumDuration';

const meta = {
  title: 'Components/Feedback/LoadingScreen',
  component: LoadingScreen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LoadingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading...' })).toBeInTheDocument();
    await expect(within(canvasElement).getByText('Switchboard')).toBeInTheDocument();
  },
};

export const Maintenance: Story = {
  render: () => <MessageScreen kind="maintenance" />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('We are currently undergoing maintenance. Please check back later.'),
    ).toBeInTheDocument();
  },
};

export const MobileNotice: Story = {
  render: () => <MessageScreen kind="mobile" />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Sorry, Switchboard is not yet available on mobile devices.'),
    ).toBeInTheDocument();
  },
};

function Gate() {
  const [loading, setLoading] = useState(true);
  const visible = useMinimumDuration(loading, 1000);
  return visible ? (
    <>
      <LoadingScreen />
      <div style={{ position: 'fixed', bottom: 16, left: 16, zIndex: 1000 }}>
        <Button onPress={() => setLoading(false)}>Data arrived</Button>
      </div>
    </>
  ) : (
    <p>The app.</p>
  );
}

export const StaysUpForTheMinimum: Story = {
  render: () => <Gate />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Data arrived' }));
    // The data is there, but the screen stays until its minimum has passed ...
    await expect(canvas.getByRole('progressbar')).toBeInTheDocument();
    // ... and then gives way to the app.
    await waitFor(() => expect(canvas.getByText('The app.')).toBeInTheDocument(), { timeout: 3000 });
  },
};
