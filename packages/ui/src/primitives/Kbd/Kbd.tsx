import { Fragment, useMemo } from 'react';
import * as styles from './Kbd.css';
import { detectPlatform, type Platform, shortcutSteps } from './shortcut-keys';

export interface KbdProps {
  /** In the spec's syntax: `mod+k`, `mod+shift+z`, `g i` (a sequence), `?`. */
  shortcut: string;
  /** Defaults to the user's platform (⌘ on a Mac, Ctrl elsewhere). */
  platform?: Platform;
  /** `inverse` for dark surfaces such as tooltips; `subtle` for plain text in menus. */
  tone?: 'default' | 'inverse' | 'subtle';
  /** A word between the steps of a sequence (the catalogue's 'then'); without it a '›' is drawn. */
  joiner?: string;
}

/** A keyboard shortcut hint. Each key is a `<kbd>`; the steps of a sequence follow one another. */
export function Kbd({ shortcut, platform, tone = 'default', joiner }: KbdProps) {
  const steps = useMemo(() => shortcutSteps(shortcut, platform ?? detectPlatform()), [shortcut, platform]);
  return (
    <kbd className={styles.shortcut} data-shortcut={shortcut}>
      {steps.map((keys, stepIndex) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the steps of a shortcut are fixed and ordered.
        <Fragment key={stepIndex}>
          {stepIndex > 0 ? (
            joiner ? (
              <span className={styles.sequenceArrow}>{joiner}</span>
            ) : (
              <span className={styles.sequenceArrow} aria-hidden="true">
                ›
              </span>
            )
          ) : null}
          {keys.map((key, keyIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the keys of a chord are fixed and ordered.
            <kbd key={keyIndex} className={styles.key[tone]}>
              {key}
            </kbd>
          ))}
        </Fragment>
      ))}
    </kbd>
  );
}
