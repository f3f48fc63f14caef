import { messages } from '@switchboard/domain';
import { Avatar } from '../../primitives';
import * as styles from './PresenceBar.css';

export interface PresenceBarViewer {
  userId: string;
  name: string;
  pictureUrl?: string | null;
  activity: 'viewing' | 'replying';
}

export interface PresenceBarProps {
  /** Who else is on the thread now (the user themself left out); nothing shows when nobody is. */
  viewers: PresenceBarViewer[];
}

/**
 * Who else is on the thread now: an avatar and name each, with 'viewing' or 'replying' (writing a reply or
 * a private message). A polite live region, so a teammate arriving or starting to reply is announced.
 */
export function PresenceBar({ viewers }: PresenceBarProps) {
  const texts = messages.thread.presence;
  return (
    <section aria-label={texts.label} aria-live="polite">
      {viewers.length > 0 && (
        <ul className={styles.bar}>
          {viewers.map((viewer) => (
            <li key={viewer.userId} className={styles.person} data-presence={viewer.activity}>
              <Avatar name={viewer.name} src={viewer.pictureUrl ?? null} size="sm" decorative />
              <span className={viewer.activity === 'replying' ? styles.replying : undefined}>
                {viewer.name} {texts[viewer.activity]}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
