import { Avatar } from '../../primitives/Avatar/Avatar';
import type { ThreadPerson } from './people';
import * as styles from './ThreadPeople.css';

/** A person in a picker's list: avatar, name and address. */
export function PersonLabel({ person }: { person: ThreadPerson }) {
  return (
    <span className={styles.personRow}>
      <Avatar name={person.name} src={person.pictureUrl} size="sm" decorative />
      <span className={styles.personText}>
        <span>{person.name}</span>
        <span className={styles.personEmail}>{person.email}</span>
      </span>
    </span>
  );
}
