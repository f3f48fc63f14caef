import { descriptionSnippet, messages } from '@switchboard/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useQueries } from '../queries';
import * as styles from './compose.css';

/** The origin thread's messages under a reply or forward window: who wrote, and the start of what. */
export function ThreadHistory({ threadId }: { threadId: string }) {
  const queries = useQueries();
  const pages = useInfiniteQuery(queries.threadMessagesInfinite(threadId));
  const list = (pages.data?.pages ?? []).flatMap((page) => page.data).filter((m) => m.type !== 'private');
  if (list.length === 0) return null;
  return (
    <details className={styles.history}>
      <summary>
        {messages.compose.history} ({list.length})
      </summary>
      <ol className={styles.historyList}>
        {list.map((message) => (
          <li key={message.id}>
            <span className={styles.draftTitle}>{message.sender.display_name ?? message.sender.email}</span>
            {' · '}
            <span className={styles.draftMeta}>{descriptionSnippet(message.body)}</span>
          </li>
        ))}
      </ol>
    </details>
  );
}
