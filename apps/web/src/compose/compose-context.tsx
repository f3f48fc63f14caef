import type { Draft, Thread } from '@switchboard/domain';
import { createContext, useContext } from 'react';

/** What a floating composer window shows. */
export interface OpenWindow {
  id: string;
  size: 'normal' | 'minimized';
  /** The draft it started with (a new one is not stored until something is typed). */
  initial: Draft;
  kind: 'new_thread' | 'reply' | 'forward';
  /** A reply window's kind as it was opened (its default recipients are that kind's). */
  replyKind?: 'reply' | 'reply_all';
  threadId: string | null;
}

export interface ComposeApi {
  windows: OpenWindow[];
  /** A new thread in a window, or the stored draft `draftId`. The shell's `c` key and Compose button call it. */
  openCompose: (draftId?: string) => void;
  /** A new thread to a channel (the channel screen's compose): a channel-origin draft with the channel as recipient. */
  openChannelCompose: (channel: { id: string; name: string; iconSetName?: string | null }) => void;
  /** A forward of a thread, in a window. */
  openForward: (thread: Thread) => void;
  /**
   * A stored reply draft in a window (pop-out); `replyKind` is the reply box's (reply or reply all), whose
   * default recipients the window compares with (reply all when not known).
   */
  popOut: (draft: Draft, replyKind?: 'reply' | 'reply_all') => void;
  /** After undo: the draft back to its compose, channel or thread location. */
  restore: (draft: Draft) => void;
  /** After an undo that came too late: the restored draft deleted again, its composer closed or emptied. */
  withdraw: (draft: Draft) => void;
  closeWindow: (id: string) => void;
  setWindowSize: (id: string, size: 'normal' | 'minimized') => void;
  /** Bumped when a thread reply draft is restored, so the reply box reloads it. */
  restoredAt: Record<string, number>;
  /** The send-now action of the undo toast on screen (mod+shift+z). */
  setSendNow: (action: (() => void) | null) => void;
}

export const ComposeContext = createContext<ComposeApi | null>(null);

/** The composer windows and drafts of the signed-in app (inside `ComposeProvider`). */
export function useCompose(): ComposeApi {
  const value = useContext(ComposeContext);
  if (!value) throw new Error('useCompose needs a ComposeProvider above it');
  return value;
}
