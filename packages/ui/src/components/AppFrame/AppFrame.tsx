import { messages } from '@switchboard/domain';
import { type ReactNode, useEffect, useRef } from 'react';
import * as styles from './AppFrame.css';
import { nextRegionIndex, regionFocusTarget } from './region-cycle';

/** Marks an element as one of the shell's regions that F6 / shift+F6 cycle through. */
export const SHELL_REGION_ATTRIBUTE = 'data-shell-region';

export interface AppFrameProps {
  /** The top bar (the kit's TopBar). */
  topBar: ReactNode;
  /** The navigation (the kit's Sidebar). */
  sidebar: ReactNode;
  /** Banners across the whole width under the top bar (offline, notifications...). */
  banner?: ReactNode;
  /** Names the main region. */
  mainLabel: string;
  /** The screen. */
  children: ReactNode;
}

/**
 * The signed-in app's frame: a 'Skip to content' link first, the top bar, banners, the sidebar and the
 * main region. F6 and shift+F6 move the focus between the regions (top bar, sidebar, and any element
 * inside the screen marked with `data-shell-region`, such as the split strip, the list or the thread).
 */
export function AppFrame({ topBar, sidebar, banner, mainLabel, children }: AppFrameProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const mainRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'F6' || event.metaKey || event.ctrlKey || event.altKey) return;
      const root = rootRef.current;
      if (!root) return;
      const regions = [...root.querySelectorAll<HTMLElement>(`[${SHELL_REGION_ATTRIBUTE}]`)].filter(
        // A region that holds another region (main holds the list) counts only when nothing inside does.
        (region) => region.querySelector(`[${SHELL_REGION_ATTRIBUTE}]`) === null,
      );
      if (regions.length === 0) return;
      event.preventDefault();
      const active = document.activeElement;
      const current = regions.findIndex((region) => active instanceof Node && region.contains(active));
      const next = regions[nextRegionIndex(regions.length, current, event.shiftKey ? -1 : 1)];
      if (next) regionFocusTarget(next).focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <div ref={rootRef} className={styles.root}>
      {/* biome-ignore lint/a11y/useValidAnchor: a skip link: the href works alone; the handler focuses the screen's first control. */}
      <a
        href="#main-content"
        className={styles.skipLink}
        onClick={(event) => {
          event.preventDefault();
          if (mainRef.current) regionFocusTarget(mainRef.current).focus();
        }}
      >
        {messages.shell.skipToContent}
      </a>
      <div className={styles.top} {...{ [SHELL_REGION_ATTRIBUTE]: 'top' }}>
        {topBar}
      </div>
      {banner ? (
        <section className={styles.banner} aria-label={messages.shell.notices}>
          {banner}
        </section>
      ) : null}
      <div className={styles.side} {...{ [SHELL_REGION_ATTRIBUTE]: 'sidebar' }}>
        {sidebar}
      </div>
      <main
        ref={mainRef}
        id="main-content"
        tabIndex={-1}
        aria-label={mainLabel}
        className={styles.main}
        {...{ [SHELL_REGION_ATTRIBUTE]: 'main' }}
      >
        {children}
      </main>
    </div>
  );
}
