import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { type AiChatExchange, AiChatPanel } from './AiChatPanel';

const answered: AiChatExchange = {
  id: 'q1',
  question: 'When does the warehouse migration finish?',
  answer: {
    kind: 'answered',
    text: 'Warehouse migration: The warehouse migration finishes on Saturday night. [1]',
    citations: [
      {
        index: 1,
        threadId: 'thr_1',
        title: 'Warehouse migration',
        excerpt: 'The warehouse migration finishes on Saturday night.',
      },
    ],
  },
};

const meta = {
  title: 'AI/AiChatPanel',
  component: AiChatPanel,
  args: {
    exchanges: [],
    onAsk: fn(),
    onClose: fn(),
    onScopeChange: fn(),
    scope: 'mailbox',
    canAskAboutThread: false,
    citationHref: (threadId: string) => `#/threads/${threadId}`,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AiChatPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the first question; typing and Enter asks; Escape closes. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const panel = within(canvasElement).getByRole('complementary', { name: 'AI assistant' });
    await expect(panel).toHaveTextContent('Ask a question about this thread or your whole mailbox.');
    const ask = within(panel).getByRole('button', { name: 'Ask' });
    await expect(ask).toBeDisabled();
    await userEvent.type(
      within(panel).getByRole('textbox', { name: 'Question' }),
      'Who owns the renewal?{Enter}',
    );
    await expect(args.onAsk).toHaveBeenCalledWith('Who owns the renewal?');
    await expect(within(panel).getByRole('textbox', { name: 'Question' })).toHaveValue('');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** An answer quotes the thread and links to it as a source. */
export const Answered: Story = {
  args: { exchanges: [answered] },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByRole('complementary', { name: 'AI assistant' });
    await expect(panel).toHaveTextContent('The warehouse migration finishes on Saturday night. [1]');
    const sources = within(panel).getByRole('region', { name: 'Sources' });
    await expect(within(sources).getByRole('link', { name: 'Warehouse migration' })).toHaveAttribute(
      'href',
      '#/threads/thr_1',
    );
  },
};

export const Thinking: Story = {
  args: { exchanges: [{ id: 'q1', question: 'What did Bob say?', answer: { kind: 'loading' } }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Looking through your threads...',
    );
    await userEvent.type(within(canvasElement).getByRole('textbox', { name: 'Question' }), 'More');
    await expect(within(canvasElement).getByRole('button', { name: 'Ask' })).toBeDisabled();
  },
};

export const NoMatch: Story = {
  args: {
    exchanges: [{ id: 'q1', question: 'xylophone?', answer: { kind: 'answered', text: '', citations: [] } }],
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('No thread in your mailbox matches this question.');
  },
};

export const Failed: Story = {
  args: {
    exchanges: [
      {
        id: 'q1',
        question: 'What is due?',
        answer: {
          kind: 'error',
          message: 'The AI assistant is unavailable (HTTP 500). Please try again later.',
        },
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'The AI assistant is unavailable (HTTP 500). Please try again later.',
    );
  },
};

/** With a thread open: ask about it or about all mail. */
export const ThreadScope: Story = {
  args: { canAskAboutThread: true, scope: 'thread', exchanges: [answered] },
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Ask about' });
    await expect(within(group).getByRole('button', { name: 'This thread' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(group).getByRole('button', { name: 'All mail' }));
    await expect(args.onScopeChange).toHaveBeenCalledWith('mailbox');
  },
};
