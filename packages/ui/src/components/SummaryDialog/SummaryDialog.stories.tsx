import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { SummaryDialog } from './SummaryDialog';

const meta = {
  title: 'Thread/SummaryDialog',
  component: SummaryDialog,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    onUpgrade: fn(),
    state: {
      kind: 'ready',
      markdown:
        '**Bob** shared the Q3 numbers.\n\n- Revenue is up\n- Costs are flat\n\n<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>[Deck](javascript:alert(1))',
    },
  },
} satisfies Meta<typeof SummaryDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Markdown is rendered as elements; raw HTML and script links never are. */
export const Summary: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Thread Summary',
    });
    await expect(within(dialog).getByText('Bob').tagName).toBe('STRONG');
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
    await expect(dialog.querySelector('img, script')).toBeNull();
    await expect(dialog.querySelector('a[href^="javascript"]')).toBeNull();
    await expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  },
};

export const Loading: Story = {
  args: { state: { kind: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement.ownerDocument.body).findByText('Summarizing the thread...'),
    ).toBeInTheDocument();
  },
};

export const Failed: Story = {
  args: { state: { kind: 'error' } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement.ownerDocument.body).findByRole('alert');
    await expect(alert).toHaveTextContent(
      'An error occurred while generating the summary. Please try again later.',
    );
  },
};

export const PremiumOnly: Story = {
  args: { state: { kind: 'premium-only' } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('Thread summaries come with the premium plan.')).toBeInTheDocument();
    await expect(body.getByRole('button', { name: 'Upgrade plan' })).toBeInTheDocument();
  },
};
