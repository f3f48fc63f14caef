import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages as texts } from '@switchboard/domain';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { members } from '../ThreadPeople/people-fixtures';
import { DiscussionPanel } from './DiscussionPanel';

const meta = {
  title: 'Thread/DiscussionPanel',
  component: DiscussionPanel,
  args: {
    members,
    onSend: fn(),
    onClose: fn(),
    onUpgrade: fn(),
    messages: [
      {
        id: 'p-1',
        author: { name: 'Bob Chen' },
        html: '<p>Can you take this one?</p>',
        date: '2026-03-01T10:00:00.000Z',
        dateLabel: 'Mar 1',
      },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ height: 480, display: 'flex', justifyContent: 'flex-end' }}>
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DiscussionPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Conversation: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Discussion' })).toBeVisible();
    await expect(canvas.getByText('Can you take this one?')).toBeVisible();
    const box = canvas.getByRole('textbox', { name: /Write a private message/ });
    await userEvent.click(box);
    await userEvent.keyboard('On it');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSend).toHaveBeenCalledWith('<p>On it</p>', []);
    // Sent: the editor is empty again and Send waits for a new message.
    await expect(box).toHaveTextContent('');
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

/** '@' suggests teammates; arrows move, Enter picks (a mention chip), Enter is a new line, mod+Enter sends. */
export const Mentions: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('textbox', { name: /Write a private message/ });
    await userEvent.click(box);
    await userEvent.keyboard('Thanks @');
    const list = await canvas.findByRole('listbox', { name: texts.compose.mentionSuggestions });
    await expect(within(list).getByRole('option', { name: /Bob Chen/ })).toBeVisible();
    await userEvent.keyboard('ca');
    const first = () =>
      within(canvas.getByRole('listbox', { name: texts.compose.mentionSuggestions })).getAllByRole(
        'option',
      )[0];
    await waitFor(() => expect(first()).toHaveAccessibleName(/Carol Diaz/));
    await expect(first()).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(box.querySelector('[data-type="mention"]')).toHaveTextContent('@Carol Diaz'));
    await userEvent.keyboard('{Enter}see below');
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect(args.onSend).toHaveBeenCalledWith(expect.stringContaining('data-id="u-carol"'), ['u-carol']);
    await expect(args.onSend).toHaveBeenCalledWith(expect.stringContaining('<p>see below</p>'), ['u-carol']);
  },
};

/** The formatting toolbar shows when the app remembers it shown; the toggle asks to hide it. */
export const Toolbar: Story = {
  args: { toolbarVisible: true, onToolbarVisibleChange: fn() },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('toolbar', { name: 'Formatting' })).toBeVisible();
    const box = canvas.getByRole('textbox', { name: /Write a private message/ });
    await userEvent.click(box);
    await userEvent.keyboard('{Control>}b{/Control}Urgent');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect(args.onSend).toHaveBeenCalledWith('<p><strong>Urgent</strong></p>', []);
    await userEvent.click(canvas.getByRole('button', { name: 'Formatting' }));
    await expect(args.onToolbarVisibleChange).toHaveBeenCalledWith(false);
  },
};

/**
 * Messages show as rich text: formats, mention chips and links; an older plain-text one line by line; markup
 * outside the editor's formats (a script, an event handler, a remote image) never reaches the page.
 */
export const RichMessages: Story = {
  args: {
    messages: [
      {
        id: 'p-1',
        author: { name: 'Bob Chen' },
        html: '<p><strong>Heads up</strong> <span class="mention" data-type="mention" data-id="u-carol" data-label="Carol Diaz">@Carol Diaz</span>, see <a href="https://example.com/doc">the doc</a></p><ul><li><p>first</p></li></ul>',
        date: '2026-03-01T10:00:00.000Z',
        dateLabel: 'Mar 1',
      },
      {
        id: 'p-2',
        author: { name: 'Carol Diaz' },
        html: 'Plain line one\nline two',
        date: '2026-03-01T10:05:00.000Z',
        dateLabel: 'Mar 1',
      },
      {
        id: 'p-3',
        author: { name: 'Dave Okafor' },
        html: '<p onclick="alert(1)">Careful</p><script>window.hacked = true</script><img src="https://tracker.example/x.png" alt="pixel" onerror="alert(2)"><a href="javascript:alert(3)">bad link</a>',
        date: '2026-03-01T10:10:00.000Z',
        dateLabel: 'Mar 1',
      },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    const list = canvas.getByRole('list', { name: 'Discussion' });
    await expect(within(list).getByText('Heads up').tagName).toBe('STRONG');
    await expect(list.querySelector('[data-type="mention"]')).toHaveTextContent('@Carol Diaz');
    await expect(within(list).getByRole('link', { name: 'the doc' })).toHaveAttribute(
      'href',
      'https://example.com/doc',
    );
    await expect(within(list).getByText('Plain line one')).toBeVisible();
    await expect(within(list).getByText('line two')).toBeVisible();
    await expect(within(list).getByText('Careful')).not.toHaveAttribute('onclick');
    await expect(within(list).queryByRole('link', { name: 'bad link' })).toBeNull();
    await expect(within(list).getByText('bad link')).toBeVisible();
    await expect(canvasElement.querySelector('script, img')).toBeNull();
    await expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  },
};

export const Empty: Story = {
  args: { messages: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/No private messages yet/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

/** Free plan: comments older than 30 days are blurred behind the upgrade banner. */
export const HistoryLimit: Story = {
  args: {
    messages: [
      {
        id: 'p-0',
        author: { name: 'Carol Diaz' },
        html: '<p>An old comment</p>',
        date: '2025-12-01T10:00:00.000Z',
        dateLabel: 'Dec 1, 2025',
        isBeyondHistory: true,
      },
      {
        id: 'p-1',
        author: { name: 'Bob Chen' },
        html: '<p>A recent one</p>',
        date: '2026-03-01T10:00:00.000Z',
        dateLabel: 'Mar 1',
      },
    ],
  },
  play: async ({ args, canvas }) => {
    await expect(
      canvas.getByText('Comments older than 30 days are kept for the premium plan.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Upgrade plan' }));
    await expect(args.onUpgrade).toHaveBeenCalled();
  },
};

/** Free plan, as the server answers: the older comments are not sent, only counted; the banner still shows. */
export const HistoryHiddenByServer: Story = {
  args: {
    hiddenCount: 3,
    messages: [
      {
        id: 'p-1',
        author: { name: 'Bob Chen' },
        html: '<p>A recent one</p>',
        date: '2026-03-01T10:00:00.000Z',
        dateLabel: 'Mar 1',
      },
    ],
  },
  play: async ({ args, canvas }) => {
    await expect(
      canvas.getByText('Comments older than 30 days are kept for the premium plan.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Upgrade plan' }));
    await expect(args.onUpgrade).toHaveBeenCalled();
  },
};

/** Nothing hidden: no banner. */
export const NoHistoryLimit: Story = {
  args: { hiddenCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Comments older than 30 days are kept for the premium plan.')).toBeNull();
  },
};

/** Presence: the panel says when something is written (the app announces 'replying'), and when no longer. */
export const Writing: Story = {
  args: { onWritingChange: fn() },
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('textbox', { name: /Write a private message/ });
    await expect(args.onWritingChange).toHaveBeenLastCalledWith(false);
    await userEvent.type(box, 'I take it');
    await waitFor(() => expect(args.onWritingChange).toHaveBeenLastCalledWith(true));
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(args.onWritingChange).toHaveBeenLastCalledWith(false));
  },
};

/** Rich messages and the editor with its toolbar, in dark mode (axe checks the contrast). */
export const RichMessagesDark: Story = {
  ...RichMessages,
  args: { ...RichMessages.args, toolbarVisible: true, onToolbarVisibleChange: fn() },
  globals: { mode: 'dark' },
};

/** The unsent text the app kept comes back in the editor; each change is handed on, and '' once sent. */
export const KeepsDraft: Story = {
  args: { draft: '<p>Half a thought</p>', onDraftChange: fn() },
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('textbox', { name: /Write a private message/ });
    await expect(box).toHaveTextContent('Half a thought');
    await userEvent.type(box, ' about pricing');
    await waitFor(() =>
      expect(args.onDraftChange).toHaveBeenLastCalledWith('<p>Half a thought about pricing</p>'),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSend).toHaveBeenCalledWith('<p>Half a thought about pricing</p>', []);
    await expect(args.onDraftChange).toHaveBeenLastCalledWith('');
  },
};

/** A message that cannot be posted now (the app answers false): the text stays in the editor. */
export const SendRefusedKeepsText: Story = {
  args: { draft: '<p>Wait for it</p>', onSend: fn(() => false), onDraftChange: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('textbox', { name: /Write a private message/ })).toHaveTextContent(
      'Wait for it',
    );
    await expect(args.onDraftChange).not.toHaveBeenCalledWith('');
  },
};
