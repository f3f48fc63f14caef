import { messages } from '@switchboard/domain';
import { ChevronDown, ChevronUp, Maximize2, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { IconButton } from '../../primitives/IconButton/IconButton';
import * as styles from './ComposerWindow.css';

const t = messages.compose;

export interface ComposerWindowProps {
  /** The window's title: the subject, or 'New message', 'Reply', 'Forward'. */
  title: string;
  size: 'normal' | 'minimized';
  onSizeChange: (size: 'normal' | 'minimized') => void;
  onClose: () => void;
  /** Opens the draft full-page (the compose route) or in the thread. */
  onPopOut?: () => void;
  /** 932 px wide instead of 532 (the private messages panel is shown). */
  showPrivateMessages?: boolean;
  /** The composer. Kept mounted while minimized, so nothing typed is lost. */
  children: ReactNode;
}

/**
 * A floating composer window (new thread, reply, forward, thread pop-out): normal (532 px wide, 932 with
 * private messages; at least 492 px high, at most the viewport minus 150) or minimized (the title bar, at
 * most 362 px wide). Put several in a `ComposerWindowStack`.
 */
export function ComposerWindow({
  title,
  size,
  onSizeChange,
  onClose,
  onPopOut,
  showPrivateMessages = false,
  children,
}: ComposerWindowProps) {
  const minimized = size === 'minimized';
  return (
    <section
      className={styles.window({ size, wide: showPrivateMessages })}
      aria-label={t.windowLabel(title)}
      data-size={size}
    >
      <div className={styles.titleBar}>
        <h2 className={styles.title}>{title}</h2>
        <IconButton
          aria-label={minimized ? t.restoreWindow : t.minimize}
          icon={minimized ? <ChevronUp aria-hidden size={14} /> : <ChevronDown aria-hidden size={14} />}
          size="sm"
          onPress={() => onSizeChange(minimized ? 'normal' : 'minimized')}
        />
        {onPopOut ? (
          <IconButton
            aria-label={t.popOut}
            icon={<Maximize2 aria-hidden size={14} />}
            size="sm"
            onPress={onPopOut}
          />
        ) : null}
        <IconButton aria-label={t.close} icon={<X aria-hidden size={14} />} size="sm" onPress={onClose} />
      </div>
      <div className={styles.body} hidden={minimized}>
        {children}
      </div>
    </section>
  );
}

/** Floating composer windows side by side along the bottom of the screen. */
export function ComposerWindowStack({ children }: { children: ReactNode }) {
  return <div className={styles.stack}>{children}</div>;
}
