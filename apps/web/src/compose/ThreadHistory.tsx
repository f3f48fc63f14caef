import { descriptionSnippet, messages } from '@switchboard/domain';
import { Text } from '@switchboard/ui';
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
    <details>
      <summary>
        <Text as="span" size="sm">
          {messages.compose.history} ({list.length})
        </Text>
      </summary>
      <ol className={styles.historyList}>
        {list.map((message) => (
          <li key={message.id}>
            <Text as="span" size="sm" weight="semibold">
              {message.sender.display_name ?? message.sender.email}
            </Text>
            {' · '}
            <Text as="span" tone="muted" size="sm">
              {descriptionSnippet(message.body)}
            </Text>
          </li>
        ))}
      </ol>
    </details>
  );
}
