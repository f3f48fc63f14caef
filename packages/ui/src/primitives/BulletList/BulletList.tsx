import * as styles from './BulletList.css';

export interface BulletListProps {
  /** The items, in order (each a line of text, used as its own key). */
  items: readonly string[];
  'aria-label'?: string;
}

/** A bulleted list of prose (the privacy policy's sections). */
export function BulletList({ items, 'aria-label': ariaLabel }: BulletListProps) {
  return (
    <ul className={styles.list} aria-label={ariaLabel}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
