import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages } from '@switchboard/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Link } from './Link';

const onPress = fn();

const meta = {
  title: 'Primitives/Link',
  component: Link,
  args: { children: messages.thread.reference.viewConversation, onPress },
  argTypes: { variant: { control: 'inline-radio', options: ['inline', 'standalone', 'muted'] } },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ActionLink: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'View conversation' });
    await userEvent.click(link);
    await userEvent.keyboard('{Enter}');
    await expect(onPress).toHaveBeenCalledTimes(2);
  },
};

export const Href: Story = {
  args: { href: '#privacy', children: messages.signIn.privacyPolicyLink, onPress: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '#privacy',
    );
  },
};

export const Catalog: Story = {
  render: () => (
    <p style={{ display: 'flex', gap: 16 }}>
      <Link variant="inline">{messages.thread.reference.viewForward}</Link>
      <Link variant="standalone">{messages.thread.origin.viewFullThread}</Link>
      <Link variant="muted">{messages.thread.showDraftHere}</Link>
      <Link isDisabled>Disabled</Link>
    </p>
  ),
};
