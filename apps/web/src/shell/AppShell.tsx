import { messages, type User } from '@switchboard/domain';
import { Avatar, Button } from '@switchboard/ui';
import { Link } from '@tanstack/react-router';
import { LogOut } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import * as styles from '../app.css';
import { Logo } from './Logo';

export interface AppShellProps {
  self: User;
  onSignOut: () => Promise<void>;
  children: ReactNode;
}

/** The signed-in frame: a top bar (logo to Inbox, the user and Log out) over the screen. */
export function AppShell({ self, onSignOut, children }: AppShellProps) {
  const [signingOut, setSigningOut] = useState(false);
  return (
    <div className={styles.shell}>
      <header className={styles.topBar}>
        <Link to="/inbox" className={styles.brandLink} aria-label={messages.shell.home}>
          <Logo size={22} />
          <span>{messages.product.name}</span>
        </Link>
        <div className={styles.spacer} />
        <section className={styles.userBox} aria-label={messages.shell.account}>
          <span className={styles.userText}>
            <span className={styles.userName}>{self.display_name}</span>
            <span className={styles.userEmail}>{self.email}</span>
          </span>
          <Avatar name={self.display_name} src={self.picture_url} size="sm" decorative />
          <Button
            variant="ghost"
            size="sm"
            icon={<LogOut aria-hidden size={14} />}
            isPending={signingOut}
            onPress={() => {
              setSigningOut(true);
              void onSignOut();
            }}
          >
            {messages.shell.userMenu.logOut}
          </Button>
        </section>
      </header>
      <main className={styles.main}>{children}</main>
    </div>
  );
}
