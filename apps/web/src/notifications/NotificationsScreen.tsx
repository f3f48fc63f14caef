import { messages } from '@switchboard/domain';
import { useDocumentTitle } from '../use-document-title';
import { NotificationsSection } from './NotificationsSection';
import * as styles from './notifications.css';

/**
 * `/notifications`: the Notifications section on a page of its own, until the settings overlay (which renders
 * `NotificationsSection` itself) is there to hold it.
 */
export function NotificationsScreen() {
  useDocumentTitle(messages.settings.sections.notifications);
  return (
    <div className={styles.screen}>
      <h1 className={styles.heading}>{messages.settings.sections.notifications}</h1>
      <NotificationsSection />
    </div>
  );
}
