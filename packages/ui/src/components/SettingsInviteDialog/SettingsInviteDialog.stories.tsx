import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages, validateInviteEmail } from '@switchboard/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SettingsInviteDialog } from './SettingsInviteDialog';

const validate = (email: string) =>
  validateInviteEmail(email, { invited: ['grace@acme.com'], members: ['ada@acme.com'] });
const contacts = [
  { email: 'linus@acme.com', name: 'Linus Torvalds' },
  { email: 'lin@other.org', name: 'Lin Clark' },
];

const meta = {
  title: 'Components/Settings/SettingsInviteDialog',
  component: SettingsInviteDialog,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    onSend: fn(),
    workspaceName: 'Acme',
    validate,
    recommended: [{ email: 'margaret@acme.com', name: 'Margaret Hamilton' }],
    suggest: (text: string) => (text.trim() ? contacts.filter((c) => c.email.includes(text.trim())) : []),
  },
} satisfies Meta<typeof SettingsInviteDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Invite people to Acme' });
    await expect(within(dialog).getByRole('button', { name: 'Send 0 invites' })).toBeDisabled();
    await expect(
      within(dialog).getByRole('checkbox', { name: 'Margaret Hamilton (margaret@acme.com)' }),
    ).not.toBeChecked();
  },
};

export const TypedAddressesAreChecked: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Invite people to Acme' });
    const field = within(dialog).getByRole('textbox', { name: 'Email address' });
    await userEvent.type(field, 'not-an-address{Enter}');
    await expect(dialog).toHaveTextContent('Please enter a valid email address');
    await userEvent.clear(field);
    await userEvent.type(field, 'grace@acme.com{Enter}');
    await expect(dialog).toHaveTextContent('This person has already been invited');
    await userEvent.clear(field);
    await userEvent.type(field, 'ada@acme.com{Enter}');
    await expect(dialog).toHaveTextContent('This person is already a member of your team');
    await userEvent.clear(field);
    await userEvent.type(field, 'new@acme.com{Enter}');
    await expect(within(dialog).getByRole('checkbox', { name: 'new@acme.com' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Margaret Hamilton/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send 2 invites' }));
    await expect(args.onSend).toHaveBeenCalledWith(['new@acme.com', 'margaret@acme.com']);
  },
};

export const Suggestions: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Invite people to Acme' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email address' }), 'lin');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Linus Torvalds (linus@acme.com)' }));
    await expect(
      within(dialog).getByRole('checkbox', { name: 'Linus Torvalds (linus@acme.com)' }),
    ).toBeChecked();
    await expect(within(dialog).getByRole('button', { name: 'Send 1 invite' })).toBeEnabled();
  },
};

const fifty = Array.from({ length: 51 }, (_, i) => ({ email: `person${i}@acme.com`, name: null }));

export const AtTheCap: Story = {
  args: { recommended: fifty, defaultSelected: fifty.slice(0, 50).map((p) => p.email) },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Invite people to Acme' });
    await expect(within(dialog).getByRole('button', { name: 'Send 50 invites' })).toBeEnabled();
    await expect(within(dialog).getByRole('checkbox', { name: 'person50@acme.com' })).toBeDisabled();
    await expect(dialog).toHaveTextContent('You can invite up to 50 people at once.');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'person0@acme.com' }));
    await expect(within(dialog).getByRole('checkbox', { name: 'person50@acme.com' })).toBeEnabled();
  },
};

export const ServerConflict: Story = {
  args: { errorMessage: messages.validation.inviteConflict, defaultSelected: ['margaret@acme.com'] },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('alert')).toHaveTextContent(
      'This person has already been invited or is already a member of your team',
    );
  },
};

export const Sending: Story = {
  args: { isSending: true, defaultSelected: ['margaret@acme.com'] },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Invite people to Acme' });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};
