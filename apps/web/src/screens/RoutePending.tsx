import { Skeleton } from '@switchboard/ui';
import * as styles from '../app.css';

/** The default pending state of a route: a few skeleton rows where the content will be. */
export function RoutePending() {
  return (
    <div className={styles.pendingScreen} aria-busy="true">
      <Skeleton shape="title" width="40%" />
      <Skeleton shape="text" width="90%" />
      <Skeleton shape="text" width="75%" />
      <Skeleton shape="text" width="85%" />
    </div>
  );
}
