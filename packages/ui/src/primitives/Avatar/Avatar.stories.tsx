import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Avatar, AvatarStack } from './Avatar';

const picture = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#4a7bd0"/><circle cx="20" cy="15" r="7" fill="#fff"/><rect x="8" y="25" width="24" height="15" rx="7" fill="#fff"/></svg>',
)}`;

const people = [
  { name: 'Alice Martin' },
  { name: 'Bob Stone' },
  { name: 'Carol Diaz' },
  { name: 'Dave Kim' },
  { name: 'erin@globex.example' },
];

const meta = {
  title: 'Primitives/Avatar',
  component: Avatar,
  args: { name: 'Alice Martin', size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Alice Martin' });
    await expect(avatar).toHaveTextContent('AM');
  },
};

export const Picture: Story = {
  args: { src: picture },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Alice Martin' });
    await waitFor(() => expect(avatar.querySelector('img')).not.toBeNull());
  },
};

export const BrokenPictureShowsInitials: Story = {
  args: { src: 'data:image/png;base64,broken' },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Alice Martin' });
    await expect(avatar).toHaveTextContent('AM');
    await expect(avatar.querySelector('img')).toBeNull();
  },
};

export const Stack: Story = {
  render: () => <AvatarStack people={people} max={3} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('img')).toHaveLength(3);
    await expect(canvas.getByText('+2')).toBeInTheDocument();
  },
};

export const StackWithinLimit: Story = {
  render: () => <AvatarStack people={people.slice(0, 2)} max={3} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('img')).toHaveLength(2);
    await expect(canvas.queryByText(/^\+/)).toBeNull();
  },
};

export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <div key={size} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          {people.map((person) => (
            <Avatar key={person.name} name={person.name} size={size} />
          ))}
          <Avatar name="Picture" src={picture} size={size} />
          <AvatarStack people={people} max={3} size={size} />
        </div>
      ))}
    </div>
  ),
};
