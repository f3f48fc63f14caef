import { messages } from '@switchboard/domain';
import { ChevronDown, ChevronUp, Maximize2, MessagesSquare, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { IconButton } from '../../primitives/IconButton/IconButton';
import { ToggleButton } from '../../primitives/ToggleButton/ToggleButton';
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
  /**
   * The thread's private messages (its 'Discussion' panel, 400 px) beside the composer: the window is then
   * 932 px wide instead of 532. Shown while `showPrivateMessages`.
   */
  privateMessages?: ReactNode;
  showPrivateMessages?: boolean;
  /** With it, the title bar's 'Discussion' toggle shows and hides the private messages. */
  onShowPrivateMessagesChange?: (show: boolean) => void;
  /** The composer. Kept mounted while minimized, so nothing typed is lost. */
  children: ReactNode;
}

/**
 * A floating composer window (new thread, reply, forward, thread pop-out): normal (532 px wide, 932 with
 * the thread's private messages beside the composer; at least 492 px high, at most the viewport minus 150)
 * or minimized (the title bar, at most 362 px wide). Put several in a `ComposerWindowStack`.
 */
export function ComposerWindow({
  title,
  size,
  onSizeChange,
  onClose,
  onPopOut,
  privateMessages,
  showPrivateMessages = false,
  onShowPrivateMessagesChange,
  children,
}: ComposerWindowProps) {
  const minimized = size === 'minimized';
  const wide = showPrivateMessages && privateMessages !== undefined;
  return (
    <section className={styles.window({ size, wide })} aria-label={t.windowLabel(title)} data-size={size}>
      <div className={styles.titleBar}>
        <h2 className={styles.title}>{title}</h2>
        <IconButton
          aria-label={minimized ? t.restoreWindow : t.minimize}
          icon={minimized ? <ChevronUp aria-hidden size={14} /> : <ChevronDown aria-hidden size={14} />}
          size="sm"
          onPress={() => onSizeChange(minimized ? 'normal' : 'minimized')}
        />
        {onShowPrivateMessagesChange && !minimized ? (
          <ToggleButton
            aria-label={messages.thread.discussion}
            shape="icon"
            size="sm"
            isSelected={showPrivateMessages}
            onChange={onShowPrivateMessagesChange}
          >
            <MessagesSquare aria-hidden size={14} />
          </ToggleButton>
        ) : null}
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
        <div className={styles.main}>{children}</div>
        {wide ? <div className={styles.privateMessages}>{privateMessages}</div> : null}
      </div>
    </section>
  );
}

/** Floating composer windows side by side along the bottom of the screen. */
export function ComposerWindowStack({ children }: { children: ReactNode }) {
  return <div className={styles.stack}>{children}</div>;
}
