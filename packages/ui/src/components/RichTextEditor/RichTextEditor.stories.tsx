import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages } from '@switchboard/domain';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RichTextEditor } from './RichTextEditor';

const meta = {
  title: 'Components/Composer/RichTextEditor',
  component: RichTextEditor,
  args: {
    label: messages.compose.editor,
    placeholder: messages.compose.bodyPlaceholder,
    onChange: fn(),
    onSubmit: fn(),
    mentionables: [
      { kind: 'user', id: 'u-bob', name: 'Bob Chen', email: 'bob@acme.example' },
      { kind: 'user', id: 'u-carol', name: 'Carol Diaz', email: 'carol@acme.example' },
      { kind: 'channel', id: 'ch-support', name: 'Support' },
    ],
  },
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const ToolbarHidden: Story = { args: { toolbarVisible: false } };

export const Formats: Story = {
  args: {
    defaultValue:
      '<p><strong>Bold</strong>, <em>italic</em>, <u>underline</u>, <s>strike</s> and a <a href="https://example.com">link</a>.</p><blockquote><p>A quote</p></blockquote><pre><code>code block</code></pre><ul><li><p>One</p><ul><li><p>Indented</p></li></ul></li></ul><ol><li><p>First</p></li></ol>',
  },
};

export const TypingFormatsAndTrims: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.click(box);
    await userEvent.click(canvas.getByRole('button', { name: 'Bold' }));
    await userEvent.click(box);
    await userEvent.keyboard('Hello{Enter}{Enter}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('<p><strong>Hello</strong></p>');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const BlankIsEmpty: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Message' });
    await userEvent.click(box);
    await userEvent.keyboard('   {Enter}  ');
    await expect(args.onChange).toHaveBeenLastCalledWith('');
  },
};

export const Mentions: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.click(box);
    await userEvent.keyboard('Hi @car');
    const list = await canvas.findByRole('listbox', { name: messages.compose.mentionSuggestions });
    await expect(within(list).getByRole('option', { name: /Carol Diaz/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(expect.stringContaining('data-id="u-carol"')),
    );
    // '#' inserts a channel.
    await userEvent.keyboard('#sup');
    await canvas.findByRole('listbox');
    await userEvent.keyboard('{Tab}');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(expect.stringContaining('data-id="ch-support"')),
    );
  },
};

export const Emoji: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Message' }));
    await userEvent.keyboard('Done :tad');
    const list = await canvas.findByRole('listbox', { name: messages.compose.emojiSuggestions });
    await expect(within(list).getAllByRole('option')[0]).toHaveTextContent('🎉 :tada:');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(expect.stringContaining('Done 🎉')));
  },
};

export const FormatsDark: Story = { ...Formats, globals: { mode: 'dark' } };
