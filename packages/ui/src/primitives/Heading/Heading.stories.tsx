import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Heading } from './Heading';

const meta = {
  title: 'Primitives/Heading',
  component: Heading,
  args: { level: 1, children: 'Drafts' },
  argTypes: {
    level: { control: 'inline-radio', options: [1, 2, 3] },
    size: { control: 'inline-radio', options: ['display', 'page', 'section'] },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PageTitle: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Drafts' })).toBeVisible();
  },
};

export const PageTitleDark: Story = { ...PageTitle, globals: { mode: 'dark' } };

/** The level is the outline's, the size the look's: an h2 may look like a section title or a tagline. */
export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Heading level={1} size="display">
        Simple pricing for teams of every size
      </Heading>
      <Heading level={2} size="page">
        New message
      </Heading>
      <Heading level={3} size="section">
        Billing
      </Heading>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'New message' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Billing' })).toBeVisible();
  },
};

export const CatalogDark: Story = { ...Catalog, globals: { mode: 'dark' } };
