import { messages } from '@switchboard/domain';
import { Link } from '@tanstack/react-router';
import * as styles from '../app.css';
import { useDocumentTitle } from '../use-document-title';

export interface NotFoundScreenProps {
  title: string;
  text: string;
}

/** Something the visitor asked for does not exist, or is not theirs to see (the server says not_found for both). */
export function NotFoundScreen({ title, text }: NotFoundScreenProps) {
  useDocumentTitle(title);
  return (
    <section className={styles.emptyState} aria-labelledby="not-found-title">
      <h1 id="not-found-title" className={styles.emptyTitle}>
        {title}
      </h1>
      <p>{text}</p>
      <Link to="/inbox" className={styles.textLink}>
        {messages.thread.backToInbox}
      </Link>
    </section>
  );
}

export function PageNotFound() {
  return <NotFoundScreen title={messages.shell.notFound.title} text={messages.shell.notFound.text} />;
}
