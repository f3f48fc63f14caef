import type { ReactNode } from 'react';
import { Logo } from '../../primitives/Logo/Logo';
import { Skeleton } from '../../primitives/Skeleton/Skeleton';
import * as styles from './CardScreen.css';

export interface CardScreenProps {
  /** The page's one heading. */
  heading: string;
  /** A line under the heading. */
  text?: ReactNode;
  /** An error under the heading, announced (role alert), in place of `text`. */
  error?: string | null;
  /** Buttons, fields, links below. */
  children?: ReactNode;
  /** Small print under the actions: a note, a link ('Privacy Policy'). */
  footer?: ReactNode;
}

/**
 * A page of its own with one centred card: the logo, a heading, a line and the actions (the invite,
 * onboarding and sign-in side screens). The page is its `main` landmark.
 */
export function CardScreen({ heading, text, error, children, footer }: CardScreenProps) {
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <Logo size="lg" />
        <h1 className={styles.heading}>{heading}</h1>
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : text ? (
          <p className={styles.text}>{text}</p>
        ) : null}
        {children ? <div className={styles.body}>{children}</div> : null}
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </main>
  );
}

/** The card screen while its data loads: skeleton shapes in the card's places, marked busy. */
export function CardScreenSkeleton({ label }: { label: string }) {
  return (
    <main className={styles.page} aria-busy="true" aria-label={label}>
      <div className={styles.card}>
        <Skeleton shape="circle" size="lg" />
        <Skeleton shape="title" width="70%" />
        <Skeleton shape="text" width="90%" />
        <Skeleton shape="button" width="100%" />
      </div>
    </main>
  );
}
