import {
  ERROR_TOAST_DURATION_MS,
  messages,
  NOTICE_TOAST_DURATION_MS,
  SHORTCUTS,
  TOAST_DURATION_MS,
  UNDO_TOAST_CLOSE_AFTER_LEAVE_MS,
  UNDO_TOAST_MAX_MS,
} from '@switchboard/domain';
import { X } from 'lucide-react';
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useRef } from 'react';
import { mergeProps, useFocusWithin, useHover } from 'react-aria';
import { Button } from 'react-aria-components';
import { Kbd } from '../../primitives/Kbd/Kbd';
import { Tooltip } from '../../primitives/Tooltip/Tooltip';
import { createDismissTimer, type DismissTimer } from './dismiss-timer';
import * as styles from './Toasts.css';
import { dismissWhenReady, nextToastId, showWhenReady, type ToastId } from './toast-queue';

const t = messages.toasts;
const SEND_NOW_SHORTCUT =
  SHORTCUTS.find((shortcut) => shortcut.id === 'send_now')?.keys[0]?.join(' ') ?? 'mod+shift+z';
/** A new error toast replaces the previous one: they share this id. */
export const ERROR_TOAST_ID = 'switchboard-error';

export type { ToastId };

export interface ToasterProps {
  /** Names the toast region for screen readers (sonner's own default otherwise). */
  label?: string;
}

// sonner loads with the region, after the first paint; a failed load (offline, the chunk not cached) shows
// no region and keeps the toasts waiting (toast-queue.ts) rather than failing the screen.
const ToastRegion = lazy<ComponentType<ToasterProps>>(() =>
  import('./ToastRegion').catch(() => ({ default: () => null })),
);

/**
 * The global toast area (bottom centre). Mount it once, near the root of the app. It loads sonner on its
 * first render; toasts shown before then appear once it is there.
 */
export function Toaster({ label }: ToasterProps) {
  return (
    <Suspense fallback={null}>
      <ToastRegion label={label} />
    </Suspense>
  );
}

interface ToastCardProps {
  id: ToastId;
  tone?: 'neutral' | 'error';
  message: ReactNode;
  children?: ReactNode;
  closeLabel?: string;
  /** The undo toast's rule: 10 s after the pointer leaves, 60 s at most. */
  holdOnHover?: boolean;
}

function ToastCard({
  id,
  tone = 'neutral',
  message,
  children,
  closeLabel,
  holdOnHover = false,
}: ToastCardProps) {
  const timer = useRef<DismissTimer | null>(null);
  useEffect(() => {
    if (!holdOnHover) return;
    const current = createDismissTimer({
      onDismiss: () => dismissWhenReady(id),
      idleMs: UNDO_TOAST_CLOSE_AFTER_LEAVE_MS,
      maxMs: UNDO_TOAST_MAX_MS,
    });
    timer.current = current;
    return () => current.dispose();
  }, [holdOnHover, id]);
  // Hovering or focusing the toast only holds its closing countdown; its controls are buttons.
  const hold = () => timer.current?.hold();
  const release = () => timer.current?.release();
  const { hoverProps } = useHover({ onHoverStart: hold, onHoverEnd: release });
  const { focusWithinProps } = useFocusWithin({ onFocusWithin: hold, onBlurWithin: release });
  return (
    <div className={styles.toast({ tone })} data-toast={tone} {...mergeProps(hoverProps, focusWithinProps)}>
      <div className={styles.message}>{message}</div>
      {children || closeLabel ? (
        <div className={styles.actions}>
          {children}
          {closeLabel ? (
            <Button className={styles.close} aria-label={closeLabel} onPress={() => dismissWhenReady(id)}>
              <X aria-hidden="true" />
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

export interface UndoToastOptions {
  /** What happened: 'Thread archived', 'Message sent', ... (from `messages.toasts`). */
  message: string;
  /** Undo the action; the toast closes. */
  onUndo?: () => void;
  /** Go to the thread (e.g. after 'Thread created'); hint 'Go to the newly created thread'. */
  onView?: () => void;
  /** The secondary 'Send now' action, with its shortcut hint (mod+shift+z). */
  onSendNow?: () => void;
  /** Called when the toast closes on its own (the undo window is over). */
  onClose?: () => void;
  /** Reuse an id to replace a toast. */
  id?: ToastId;
}

/**
 * The undo toast: message, 'Undo', optional 'View' and 'Send now'. It closes 10 s after the pointer
 * leaves it (or after it appears, if never hovered) and 60 s at most.
 */
export function showUndoToast({
  message,
  onUndo,
  onView,
  onSendNow,
  onClose,
  id = nextToastId(),
}: UndoToastOptions): ToastId {
  return showWhenReady(id, (toast) =>
    toast.custom(
      (toastId) => (
        <ToastCard id={toastId} message={message} holdOnHover>
          {onSendNow ? (
            <Button
              className={`${styles.action} ${styles.secondary}`}
              onPress={() => {
                onSendNow();
                toast.dismiss(toastId);
              }}
            >
              {t.sendNow}
              <Kbd shortcut={SEND_NOW_SHORTCUT} tone="inverse" />
            </Button>
          ) : null}
          {onView ? (
            <Tooltip content={t.viewHint}>
              <Button
                className={styles.action}
                onPress={() => {
                  onView();
                  toast.dismiss(toastId);
                }}
              >
                {t.view}
              </Button>
            </Tooltip>
          ) : null}
          {onUndo ? (
            <Button
              className={styles.action}
              onPress={() => {
                onUndo();
                toast.dismiss(toastId);
              }}
            >
              {t.undo}
            </Button>
          ) : null}
        </ToastCard>
      ),
      { id, duration: Number.POSITIVE_INFINITY, onAutoClose: onClose, onDismiss: onClose },
    ),
  );
}

/**
 * The error toast of a failed mutation: red, bottom centre, 5 s. A new one replaces the old one.
 * Default text: 'An error occurred, please try again later.'
 */
export function showErrorToast(message: string = messages.errors.generic, closeLabel?: string): ToastId {
  return showWhenReady(ERROR_TOAST_ID, (toast) =>
    toast.custom(
      (toastId) => <ToastCard id={toastId} tone="error" message={message} closeLabel={closeLabel} />,
      { id: ERROR_TOAST_ID, duration: ERROR_TOAST_DURATION_MS, position: 'bottom-center' },
    ),
  );
}

/** A 3 s notice ('This thread is still being added...', 'Notifications cannot yet be marked as unread.'). */
export function showNotice(message: string): ToastId {
  const id = nextToastId();
  return showWhenReady(id, (toast) =>
    toast.custom((toastId) => <ToastCard id={toastId} message={message} />, {
      id,
      duration: NOTICE_TOAST_DURATION_MS,
    }),
  );
}

/** A plain toast, 5 s (the default duration): 'Invite resent', 'Copied'. */
export function showToast(message: string): ToastId {
  const id = nextToastId();
  return showWhenReady(id, (toast) =>
    toast.custom((toastId) => <ToastCard id={toastId} message={message} />, {
      id,
      duration: TOAST_DURATION_MS,
    }),
  );
}

export function dismissToast(id?: ToastId): void {
  dismissWhenReady(id);
}
