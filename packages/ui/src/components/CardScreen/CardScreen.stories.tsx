import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages } from '@switchboard/domain';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../../primitives/Button/Button';
import { Link } from '../../primitives/Link/Link';
import { CardScreen, CardScreenSkeleton } from './CardScreen';

const t = messages.signIn;
const onSignIn = fn();

const meta = {
  title: 'Screens/CardScreen',
  component: CardScreen,
  args: {
    heading: t.heading,
    text: t.description,
    children: (
      <Button variant="primary" size="lg" fullWidth onPress={onSignIn}>
        {t.button}
      </Button>
    ),
    footer: (
      <>
        <p>{t.demoNote}</p>
        <Link href="#privacy" variant="standalone">
          {t.privacyPolicyLink}
        </Link>
      </>
    ),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sign-in card: heading, line, the action, then the small print; all by keyboard. */
export const SignIn: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
    await expect(canvas.getByText(t.description)).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t.button })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onSignIn).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: t.privacyPolicyLink })).toHaveFocus();
  },
};

/** A failure replaces the line, announced. */
export const Failed: Story = {
  args: { heading: t.failedHeading, error: t.errors.other },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(t.errors.other);
    await expect(canvas.queryByText(t.description)).toBeNull();
  },
};

/** Only a heading and a line. */
export const Plain: Story = {
  args: { children: undefined, footer: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** While the screen's data loads. */
export const Loading: Story = {
  render: () => <CardScreenSkeleton label={t.signingIn} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main', { name: t.signingIn })).toHaveAttribute('aria-busy', 'true');
  },
};
