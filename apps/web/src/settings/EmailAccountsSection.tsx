import { ImapAccountSection } from './ImapAccountSection';

/** Settings > Email accounts: mailboxes beyond the workspace's own (IMAP here; other providers beside it). */
export function EmailAccountsSection() {
  return <ImapAccountSection />;
}
