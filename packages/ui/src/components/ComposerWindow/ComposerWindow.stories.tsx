import type { Meta, StoryObj } from '@storybook/react-vite';
import { type DraftRecipients, messages } from '@switchboard/domain';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { AttachmentItem } from '../AttachmentList/AttachmentList';
import { DiscussionPanel } from '../DiscussionPanel/DiscussionPanel';
import { Composer, type ComposerProps } from './Composer';
import { ComposerWindow, ComposerWindowStack } from './ComposerWindow';

const now = new Date('2026-07-08T12:00:00Z');

interface HarnessProps extends Partial<ComposerProps> {
  size?: 'normal' | 'minimized';
  title?: string;
  onSizeChange?: (size: 'normal' | 'minimized') => void;
  onClose?: () => void;
  /** A reply window over a thread: its 'Discussion' toggle shows the private messages beside it. */
  withPrivateMessages?: boolean;
}

function Harness({
  size: initialSize = 'normal',
  title = messages.compose.newMessage,
  onClose,
  withPrivateMessages = false,
  ...props
}: HarnessProps) {
  const [size, setSize] = useState(initialSize);
  const [showPrivate, setShowPrivate] = useState(false);
  const [recipients, setRecipients] = useState<DraftRecipients>(
    props.recipients ?? { to: [], cc: [], bcc: [] },
  );
  const [subject, setSubject] = useState(props.subject ?? '');
  const [content, setContent] = useState(props.content ?? '');
  const [toolbar, setToolbar] = useState(true);
  return (
    <ComposerWindowStack>
      <ComposerWindow
        title={title}
        size={size}
        onSizeChange={setSize}
        onClose={onClose ?? fn()}
        {...(withPrivateMessages
          ? {
              showPrivateMessages: showPrivate,
              onShowPrivateMessagesChange: setShowPrivate,
              privateMessages: (
                <DiscussionPanel
                  members={[]}
                  onSend={fn()}
                  onClose={() => setShowPrivate(false)}
                  messages={[
                    {
                      id: 'p1',
                      author: { name: 'Bob Chen' },
                      html: '<p>Careful, they asked for a discount last time.</p>',
                      date: '2026-07-08T09:00:00Z',
                      dateLabel: 'Jul 8, 9:00 AM',
                    },
                  ]}
                />
              ),
            }
          : {})}
      >
        <Composer
          showSubject
          candidates={[{ kind: 'user', id: 'u-bob', name: 'Bob Chen', email: 'bob@acme.example' }]}
          attachments={[]}
          onAddFiles={fn()}
          onSend={fn()}
          onSchedule={fn()}
          now={() => now}
          timeZone="Europe/Paris"
          {...props}
          recipients={recipients}
          onRecipientsChange={setRecipients}
          subject={subject}
          onSubjectChange={setSubject}
          content={content}
          onContentChange={setContent}
          toolbarVisible={toolbar}
          onToolbarVisibleChange={setToolbar}
        />
      </ComposerWindow>
    </ComposerWindowStack>
  );
}

const meta = {
  title: 'Components/Composer/ComposerWindow',
  component: Harness,
  args: { onSend: fn(), onSchedule: fn(), onAddFiles: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please add a subject or write a message');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Subject' }), 'Lunch{Enter}');
    // Enter in the subject moves to the body.
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please specify at least one recipient');
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

export const SendsWithTypedAddress: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'To' }), 'zoe@outside.example');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Subject' }), 'Lunch');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSend).toHaveBeenCalledTimes(1);
  },
};

export const InvalidAddressDialog: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'To' }), 'bob.acme.example');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Subject' }), 'Lunch');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: 'Almost there...',
    });
    await expect(dialog).toHaveAccessibleDescription(
      'The address "bob.acme.example" in the "To" field was not recognized. Please make sure that all addresses are properly formed.',
    );
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

export const PastedInvalidEntryStopsSend: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'To' }));
    await userEvent.paste('zoe@outside.example, oops, max@outside.example');
    await expect(canvas.getByRole('button', { name: 'Edit oops' })).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Subject' }), 'Lunch');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Almost there...' });
    await expect(dialog).toHaveAccessibleDescription(
      'The address "oops" in the "To" field was not recognized. Please make sure that all addresses are properly formed.',
    );
    await expect(args.onSend).not.toHaveBeenCalled();
    // Once the entry is removed, the message goes.
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Remove oops' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSend).toHaveBeenCalledTimes(1);
  },
};

const uploading: AttachmentItem[] = [
  { id: 'a1', name: 'report.pdf', size: 2_400_000, status: 'in_progress', percent: 35 },
];

export const Uploading: Story = {
  args: { attachments: uploading },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

export const Failed: Story = {
  args: { attachments: [{ id: 'a1', name: 'report.pdf', size: 2_400_000, status: 'error' }] },
};

export const Expired: Story = {
  args: {
    attachments: [{ id: 'a1', name: 'report.pdf', size: 2_400_000, status: 'complete', expired: true }],
  },
};

export const TooLarge: Story = {
  play: async ({ canvasElement, args }) => {
    const input = canvasElement.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    const big = new File([new Uint8Array(26 * 1024 * 1024)], 'video.mov', { type: 'video/quicktime' });
    await userEvent.upload(input, big);
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: 'File is too large',
    });
    await expect(dialog).toHaveAccessibleDescription('Attachments cannot be larger than 25 MB total.');
    await expect(args.onAddFiles).not.toHaveBeenCalled();
  },
};

export const Blocked: Story = {
  play: async ({ canvasElement, args }) => {
    const input = canvasElement.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await userEvent.upload(input, new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: 'File type not allowed',
    });
    await expect(dialog).toHaveAccessibleDescription('"setup.exe" has been blocked for security reasons.');
    await expect(args.onAddFiles).not.toHaveBeenCalled();
  },
};

/** A 1 x 1 png, as a pasted screenshot would be. */
const pngFile = (name: string) =>
  new File(
    [
      Uint8Array.from(
        atob(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        ),
        (c) => c.charCodeAt(0),
      ),
    ],
    name,
    { type: 'image/png' },
  );

/** A pasted image goes to the owner as a body image (an upload) and shows in the text, never as base64. */
export const PastedImage: Story = {
  args: {
    onAddInlineImages: fn((files: File[]) =>
      files.map((f, i) => ({ id: `img-${i}`, src: URL.createObjectURL(f) })),
    ),
    attachments: [
      {
        id: 'local-1',
        name: 'screenshot.png',
        size: 68,
        status: 'in_progress',
        percent: 50,
        inline: { id: 'img-0', src: null },
      },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const editor = canvas.getByRole('textbox', { name: messages.compose.editor });
    const data = new DataTransfer();
    data.items.add(pngFile('screenshot.png'));
    editor.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
    await expect(args.onAddInlineImages).toHaveBeenCalledTimes(1);
    const image = await waitFor(() => {
      const found = editor.querySelector('img[alt="screenshot.png"]');
      if (!found) throw new Error('no image yet');
      return found;
    });
    await expect(image.getAttribute('src')).toMatch(/^blob:/);
    await expect(image.getAttribute('data-inline-id')).toBe('img-0');
    await expect(args.onAddFiles).not.toHaveBeenCalled();
    // While it uploads it is listed with its progress, and Send waits.
    await expect(canvas.getByRole('progressbar', { name: 'Uploading 50%' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: messages.compose.send })).toBeDisabled();
  },
};

/** The Attach button attaches a png as a file: no image in the text. */
export const AttachPng: Story = {
  args: { onAddInlineImages: fn(() => []) },
  play: async ({ canvasElement, args }) => {
    const input = canvasElement.ownerDocument.querySelector<HTMLInputElement>(
      'input[type="file"]:not([accept])',
    );
    if (!input) throw new Error('no file input');
    await userEvent.upload(input, pngFile('diagram.png'));
    await expect(args.onAddFiles).toHaveBeenCalledWith([expect.objectContaining({ name: 'diagram.png' })]);
    await expect(args.onAddInlineImages).not.toHaveBeenCalled();
    // The toolbar's 'Insert image' takes images for the text.
    const insert = within(canvasElement).getByRole('button', { name: messages.compose.formats.image });
    await expect(insert).toBeInTheDocument();
  },
};

export const Scheduled: Story = {
  args: {
    defaultScheduleOpen: true,
    subject: 'Lunch',
    recipients: { to: [{ kind: 'external_user', email: 'zoe@outside.example' }], cc: [], bcc: [] },
  },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: /Tomorrow morning/ }));
    await expect(args.onSchedule).toHaveBeenCalledWith(new Date('2026-07-09T06:00:00Z'));
  },
};

export const Minimized: Story = {
  args: { size: 'minimized', title: 'Lunch on Friday' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
    // Only the title bar shows: the form is kept but not painted.
    const form = canvasElement.querySelector('form');
    await expect(form).not.toBeNull();
    // Not painted: the hidden body takes no room (its display is none, whatever the layout style says).
    await expect(form?.getBoundingClientRect().height).toBe(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Restore' }));
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toBeVisible();
  },
};

export const SeveralAtOnce: Story = {
  render: () => (
    <ComposerWindowStack>
      <ComposerWindow title="Re: Budget" size="minimized" onSizeChange={fn()} onClose={fn()}>
        <p>…</p>
      </ComposerWindow>
      <ComposerWindow title="Fwd: Contract" size="minimized" onSizeChange={fn()} onClose={fn()}>
        <p>…</p>
      </ComposerWindow>
      <ComposerWindow title={messages.compose.newMessage} size="normal" onSizeChange={fn()} onClose={fn()}>
        <p>…</p>
      </ComposerWindow>
    </ComposerWindowStack>
  ),
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  args: {
    subject: 'Lunch',
    content: '<p>See you <strong>Friday</strong>.</p>',
    recipients: {
      to: [{ kind: 'user', id: 'u-bob', email: 'bob@acme.example', name: 'Bob Chen' }],
      cc: [],
      bcc: [],
    },
    attachments: [
      { id: 'a1', name: 'report.pdf', size: 2_400_000, status: 'in_progress', percent: 35 },
      { id: 'a2', name: 'old.zip', size: 9_000_000, status: 'complete', expired: true },
    ],
  },
};

/** Free plan: the branded signature goes with the message; only an upgrade removes it. */
export const BrandedSignatureFreePlan: Story = {
  args: { brandedSignature: messages.settings.signature.brandedText },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Sent with Switchboard · Upgrade your account to remove this signature.'),
    ).toBeVisible();
  },
};

/** Premium with the branding on: the line shows, without the upgrade note. */
export const BrandedSignaturePremium: Story = {
  args: { brandedSignature: messages.settings.signature.brandedText, canRemoveBranding: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sent with Switchboard')).toBeVisible();
    await expect(canvas.queryByText(/Upgrade your account/)).toBeNull();
  },
};

/** A reply window with the thread's private messages beside it (932 px wide, the panel 400 px). */
export const WithPrivateMessages: Story = {
  args: { title: messages.compose.reply, withPrivateMessages: true, showSubject: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Discussion' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.queryByRole('heading', { name: 'Discussion' })).toBeNull();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('heading', { name: 'Discussion' })).toBeVisible();
    await expect(canvas.getByText('Careful, they asked for a discount last time.')).toBeVisible();
    // The panel's own close hides it again; the composer keeps what it has.
    await userEvent.click(canvas.getByRole('button', { name: 'Close discussion' }));
    await expect(canvas.queryByRole('heading', { name: 'Discussion' })).toBeNull();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  },
};
