import { describe, expect, it } from 'vitest';
import { messages } from '../texts/messages.js';
import { defaultImapPort, validateImapAccountForm } from './imap-account-form.js';

const t = messages.imapAccount;
const good = {
  host: 'imap.example.com',
  port: '993',
  tls: true,
  username: 'pat@example.com',
  password: 'pw',
};

describe('validateImapAccountForm', () => {
  it('gives the input to send when every field is right, the port as a number', () => {
    expect(validateImapAccountForm(good)).toEqual({
      ok: true,
      input: { host: 'imap.example.com', port: 993, tls: true, username: 'pat@example.com', password: 'pw' },
    });
  });

  it('accepts an address as the server', () => {
    expect(validateImapAccountForm({ ...good, host: '127.0.0.1' }).ok).toBe(true);
    expect(validateImapAccountForm({ ...good, host: '[::1]' }).ok).toBe(true);
  });

  it('names every empty field with its own message', () => {
    expect(validateImapAccountForm({ host: ' ', port: '', tls: false, username: '', password: '' })).toEqual({
      ok: false,
      errors: {
        host: t.hostRequired,
        port: t.portInvalid,
        username: t.usernameRequired,
        password: t.passwordRequired,
      },
    });
  });

  it('refuses a URL or spaces as the server, and ports outside 1 to 65535', () => {
    expect(validateImapAccountForm({ ...good, host: 'imaps://imap.example.com' })).toMatchObject({
      errors: { host: t.hostInvalid },
    });
    expect(validateImapAccountForm({ ...good, host: 'imap example.com' })).toMatchObject({
      errors: { host: t.hostInvalid },
    });
    for (const port of ['0', '65536', '99a', '-1', '1.5'])
      expect(validateImapAccountForm({ ...good, port })).toMatchObject({ errors: { port: t.portInvalid } });
  });

  it('suggests 993 with TLS and 143 without', () => {
    expect(defaultImapPort(true)).toBe(993);
    expect(defaultImapPort(false)).toBe(143);
  });
});
