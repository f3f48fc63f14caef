import { serverMessage } from '@switchboard/api-client';
import { ThreadList, type ThreadListView } from '@switchboard/ui';
import { currentTimeZone } from '../use-time-zone';
import * as styles from './lists.css';

/** Skeleton rows while a list's first page loads. */
export function ListPending({ title, view }: { title: string; view: ThreadListView }) {
  return (
    <div className={styles.listScreen}>
      <ThreadList
        aria-label={title}
        threads={[]}
        now={new Date()}
        timeZone={currentTimeZone()}
        view={view}
        isLoading
      />
    </div>
  );
}

/** The server's message in place of the list (spec: the error text replaces the list). */
export function ListError({ title, view, error }: { title: string; view: ThreadListView; error: unknown }) {
  return (
    <div className={styles.listScreen}>
      <ThreadList
        aria-label={title}
        threads={[]}
        now={new Date()}
        timeZone={currentTimeZone()}
        view={view}
        error={serverMessage(error)}
      />
    </div>
  );
}

/** A list with nothing to show (a search without a query): the view's empty state. */
export function ListEmpty({ title, view }: { title: string; view: ThreadListView }) {
  return (
    <div className={styles.listScreen}>
      <ThreadList aria-label={title} threads={[]} now={new Date()} timeZone={currentTimeZone()} view={view} />
    </div>
  );
}
