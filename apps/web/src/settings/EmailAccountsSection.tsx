import { GmailConnectionSection } from '../gmail/GmailConnectionSection';

/** The settings' Email accounts section: the mail accounts synced into the inbox. */
export function EmailAccountsSection() {
  return <GmailConnectionSection />;
}
