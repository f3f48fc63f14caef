import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Text } from './Text';

const meta = {
  title: 'Primitives/Text',
  component: Text,
  args: { children: 'Take this thread out of the trash to reply' },
  argTypes: {
    as: { control: 'inline-radio', options: ['p', 'span'] },
    tone: { control: 'inline-radio', options: ['default', 'muted', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    weight: { control: 'inline-radio', options: ['regular', 'semibold'] },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MutedNote: Story = {
  args: { tone: 'muted', size: 'sm' },
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByText('Take this thread out of the trash to reply');
    await expect(note.tagName).toBe('P');
  },
};

export const MutedNoteDark: Story = { ...MutedNote, globals: { mode: 'dark' } };

export const ErrorInPlace: Story = {
  args: { tone: 'danger', role: 'alert', children: 'Something went wrong. Please try again.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Something went wrong.');
  },
};

export const ErrorInPlaceDark: Story = { ...ErrorInPlace, globals: { mode: 'dark' } };

/** A name and its secondary line, as a draft row shows them (spans inherit what they are not told). */
export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      <Text>Default paragraph</Text>
      <Text tone="muted" size="sm">
        Muted, small: a note
      </Text>
      <Text tone="danger">Danger: an error in place</Text>
      <p>
        <Text as="span" weight="semibold">
          Quarterly plan
        </Text>{' '}
        ·{' '}
        <Text as="span" tone="muted" size="sm">
          Can we meet on Friday? · 2 min ago
        </Text>
      </p>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Quarterly plan').tagName).toBe('SPAN');
  },
};

export const CatalogDark: Story = { ...Catalog, globals: { mode: 'dark' } };
