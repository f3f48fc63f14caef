import { messages } from '@switchboard/domain';
import { CornerUpRight, GitBranch } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '../../primitives/Link/Link';
import * as styles from './ReferenceBanner.css';

export interface ReferenceBannerProps {
  /** `forward`: 'You forwarded the conversation above'; `reply`: 'A thread branched off from here'. */
  type: 'forward' | 'reply';
  /** The other thread's address ('View forward' / 'View conversation'). */
  href: string;
}

/** Below a message that another thread forwarded or branched from, linking to that thread. */
export function ReferenceBanner({ type, href }: ReferenceBannerProps) {
  const t = messages.thread.reference;
  return (
    <div className={styles.banner}>
      {type === 'forward' ? <CornerUpRight aria-hidden size={14} /> : <GitBranch aria-hidden size={14} />}
      <span className={styles.text}>{type === 'forward' ? t.forwarded : t.branched}</span>
      <Link href={href}>{type === 'forward' ? t.viewForward : t.viewConversation}</Link>
    </div>
  );
}

export interface OriginCardProps {
  /** `forward`: 'Forwarded Conversation'; `reply`: 'Replying to Conversation'. */
  type: 'forward' | 'reply';
  /** The origin thread's title and its number of messages. */
  title: string;
  messageCount: number;
  /** The latest origin message's text. */
  snippet?: string;
  /** The origin thread ('View full thread'); without it (the viewer cannot open that thread) no link. */
  href?: string;
  /** The referenced messages themselves (a forward's `ForwardedMessage`s), below the title. */
  children?: ReactNode;
}

/** At the top of a thread that forwards or replies to another one. */
export function OriginCard({ type, title, messageCount, snippet, href, children }: OriginCardProps) {
  const t = messages.thread.origin;
  return (
    <section className={styles.card} aria-label={type === 'forward' ? t.forwarded : t.replying}>
      <div className={styles.cardHeader}>
        <h2 className={styles.cardTitle}>{type === 'forward' ? t.forwarded : t.replying}</h2>
        <span className={styles.muted}>{t.messageCount(messageCount)}</span>
      </div>
      <strong>{title}</strong>
      {snippet ? <p className={styles.snippet}>{snippet}</p> : null}
      {children}
      {href ? <Link href={href}>{t.viewFullThread}</Link> : null}
    </section>
  );
}
