import { messages } from '@switchboard/domain';
import { createFileRoute, Link } from '@tanstack/react-router';
import * as styles from '../app.css';

export const Route = createFileRoute('/privacy_policy')({
  component: PrivacyPolicy,
});

/** The static privacy policy the sign-in screen links to. */
function PrivacyPolicy() {
  const t = messages.privacyPolicy;
  return (
    <main className={styles.legalPage}>
      <h1 className={styles.signInHeading}>{t.title}</h1>
      <p className={styles.signInNote}>{t.lastUpdated}</p>
      <ul>
        {t.sections.map((section) => (
          <li key={section}>{section}</li>
        ))}
      </ul>
      <Link to="/signin" className={styles.textLink}>
        {messages.signIn.button}
      </Link>
    </main>
  );
}
