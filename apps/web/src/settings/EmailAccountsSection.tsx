import { GmailConnectionSection } from '../gmail/GmailConnectionSection';
import { ImapAccountSection } from './ImapAccountSection';
import * as styles from './settings.css';

/** Settings > Email accounts: the mailboxes synced into the inbox beside the workspace's own (Gmail, IMAP). */
export function EmailAccountsSection() {
  return (
    <div className={styles.accounts}>
      <GmailConnectionSection />
      <ImapAccountSection />
    </div>
  );
}
