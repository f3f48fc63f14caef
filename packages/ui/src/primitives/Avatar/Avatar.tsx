import { useEffect, useState } from 'react';
import * as styles from './Avatar.css';
import { avatarInitials, avatarTone, stackOverflow } from './avatar-initials';

export interface AvatarPerson {
  /** Display name or e-mail address; gives the initials, the colour and the accessible name. */
  name: string;
  /** A picture URL; initials show while it is missing or failed to load. */
  src?: string | null;
}

export interface AvatarProps extends AvatarPerson {
  size?: 'sm' | 'md' | 'lg';
  /** Hide from assistive technology when the name is already written next to it. */
  decorative?: boolean;
}

/** A person's picture (once it has loaded), or their initials on a colour derived from their name. */
export function Avatar({ name, src, size = 'md', decorative = false }: AvatarProps) {
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!src) return;
    let active = true;
    const probe = new Image();
    // A remote picture must not tell its host who is reading.
    probe.referrerPolicy = 'no-referrer';
    probe.onload = () => active && setLoadedSrc(src);
    probe.src = src;
    return () => {
      active = false;
    };
  }, [src]);
  const showImage = Boolean(src) && loadedSrc === src;
  const a11y = decorative ? { 'aria-hidden': true as const } : { role: 'img', 'aria-label': name };
  return (
    <span className={styles.avatar({ size, tone: avatarTone(name) })} {...a11y} data-avatar="">
      {showImage && src ? (
        <img className={styles.image} src={src} alt="" referrerPolicy="no-referrer" />
      ) : (
        <span aria-hidden="true">{avatarInitials(name)}</span>
      )}
    </span>
  );
}

export interface AvatarStackProps {
  people: readonly AvatarPerson[];
  /** How many avatars to show before folding the rest into '+N' (thread rows: 3). */
  max?: number;
  size?: 'sm' | 'md' | 'lg';
  /** Hide from assistive technology when the names are written next to it. */
  decorative?: boolean;
}

/** Overlapping avatars, at most `max`, then a '+N' bubble for the others. */
export function AvatarStack({ people, max = 3, size = 'md', decorative = false }: AvatarStackProps) {
  const { shown, hidden } = stackOverflow(people, max);
  return (
    <span className={styles.stack} data-avatar-stack="" aria-hidden={decorative || undefined}>
      {shown.map((person, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: two people may share a name; the order is the identity.
        <span key={`${person.name}-${index}`} className={styles.stackItem}>
          <Avatar name={person.name} src={person.src} size={size} decorative={decorative} />
        </span>
      ))}
      {hidden > 0 ? (
        <span className={styles.stackItem}>
          <span className={styles.avatar({ size, tone: 'more' })} data-avatar-more="">
            +{hidden}
          </span>
        </span>
      ) : null}
    </span>
  );
}
