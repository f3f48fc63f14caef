import { z } from 'zod';
import { messages } from '../texts/messages.js';

const t = messages.imapAccount;

/** A host name or an IPv4/IPv6 address, as typed in the IMAP form (no scheme, no path, no spaces). */
const HOST =
  /^(?:\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?)$/i;

/** The IMAP connect form as sent: host, port (993 with TLS, 143 without, by convention), TLS, user name, password. */
export const ImapAccountInputSchema = z.object({
  host: z.string().trim().min(1, t.hostRequired).max(253, t.hostInvalid).regex(HOST, t.hostInvalid),
  port: z.number().int(t.portInvalid).min(1, t.portInvalid).max(65535, t.portInvalid),
  tls: z.boolean(),
  username: z.string().trim().min(1, t.usernameRequired).max(320),
  password: z.string().min(1, t.passwordRequired).max(1024),
});
export type ImapAccountInput = z.infer<typeof ImapAccountInputSchema>;

/** The form's fields as typed (the port as text). */
export interface ImapAccountFormValues {
  host: string;
  port: string;
  tls: boolean;
  username: string;
  password: string;
}

export type ImapAccountFormErrors = Partial<Record<keyof ImapAccountFormValues, string>>;

/** The port an IMAP server usually listens on: 993 with TLS, 143 without. */
export function defaultImapPort(tls: boolean): number {
  return tls ? 993 : 143;
}

/**
 * Checks the IMAP form: the input to send, or a message per wrong field (the same rules the server applies
 * to the body, so the form says what the server would refuse).
 */
export function validateImapAccountForm(
  values: ImapAccountFormValues,
): { ok: true; input: ImapAccountInput } | { ok: false; errors: ImapAccountFormErrors } {
  const port = /^\s*\d{1,5}\s*$/.test(values.port) ? Number(values.port) : Number.NaN;
  const parsed = ImapAccountInputSchema.safeParse({ ...values, port });
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: ImapAccountFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof ImapAccountFormValues;
    errors[field] ??= field === 'port' ? t.portInvalid : issue.message;
  }
  return { ok: false, errors };
}
