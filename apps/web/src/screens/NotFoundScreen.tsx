import { Link } from '@tanstack/react-router';
import * as styles from '../app.css';
import { appTexts } from '../texts';
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
        {appTexts.thread.backToInbox}
      </Link>
    </section>
  );
}

export function PageNotFound() {
  return <NotFoundScreen title={appTexts.notFound.title} text={appTexts.notFound.text} />;
}
