import { AvatarStack } from '../../primitives/Avatar/Avatar';
import * as styles from './ThreadEventLine.css';

export interface ThreadEventLineProps {
  /** The sentence from the domain (`describeThreadEvent` / `describeThreadEventGroup`); null renders nothing. */
  text: string | null;
  /** ISO date of the (last) event. */
  date: string;
  /** How the date reads ('2 min ago', 'Mar 4'). */
  dateLabel: string;
  /** The people of the event (up to 6 avatars for event groups). */
  people?: readonly { name: string; pictureUrl?: string | null }[];
}

/** One merged or grouped thread event between the messages ('Alice set the status to In review'). */
export function ThreadEventLine({ text, date, dateLabel, people = [] }: ThreadEventLineProps) {
  if (!text) return null;
  return (
    <div className={styles.line} data-thread-event="">
      {people.length > 0 ? (
        <AvatarStack
          people={people.map((p) => ({ name: p.name, src: p.pictureUrl }))}
          max={6}
          size="sm"
          decorative
        />
      ) : null}
      <span className={styles.text}>{text}</span>
      <time className={styles.date} dateTime={date}>
        {dateLabel}
      </time>
    </div>
  );
}
