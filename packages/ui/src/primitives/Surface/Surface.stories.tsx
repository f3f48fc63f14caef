import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Text } from '../Text/Text';
import { Surface } from './Surface';

const meta = {
  title: 'Primitives/Surface',
  component: Surface,
  args: {
    as: 'section',
    'aria-label': 'Reply',
    padding: 'sm',
    children: <Text>Friday works for me.</Text>,
  },
  argTypes: {
    as: { control: 'inline-radio', options: ['div', 'section'] },
    padding: { control: 'inline-radio', options: ['none', 'sm'] },
    fill: { control: 'boolean' },
  },
} satisfies Meta<typeof Surface>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReplyBox: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Reply' });
    await expect(region).toHaveTextContent('Friday works for me.');
  },
};

export const ReplyBoxDark: Story = { ...ReplyBox, globals: { mode: 'dark' } };

/** `fill` takes the rest of a column: the sheet under a full-page composer's title. */
export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12, height: 240 }}>
      <Surface padding="sm">
        <Text tone="muted" size="sm">
          This reply is being edited in a separate window.
        </Text>
      </Surface>
      <Surface fill>
        <Text>A sheet that fills the column</Text>
      </Surface>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const sheet = within(canvasElement).getByText('A sheet that fills the column').parentElement;
    await expect(sheet?.getBoundingClientRect().height ?? 0).toBeGreaterThan(100);
  },
};

export const CatalogDark: Story = { ...Catalog, globals: { mode: 'dark' } };
