/**
 * The start's picture (issue 17, "instant start from a local cache"): when the page goes away on a list
 * screen, the list as it looked is kept on the device, and on the next start public/boot-snapshot.js paints
 * it before the app's code has even loaded. The app then puts its own list in place of the picture in one
 * frame. The picture is the HTML the app rendered (React-escaped text, classes, inline positions); a screen
 * holding anything that could act (a frame, a script) is not pictured. It is the signed-in person's own,
 * like the query cache beside it (offline/persist-query-cache.ts), and forgotten with it at sign-out.
 */

/** The localStorage key public/boot-snapshot.js reads too (keep them in step). */
export const BOOT_SNAPSHOT_KEY = 'switchboard.boot-snapshot';
/** The element public/boot-snapshot.js adds to the body. */
const HOST_ID = 'boot-snapshot';
/**
 * The screen's own list (lists/ThreadListScreen.tsx): its data is there, shown or empty or failed. The kit's
 * `SHELL_REGION_ATTRIBUTE`, spelled out: importing the kit would load its styles into this module's unit test.
 */
const LIST_SELECTOR = '[data-shell-region="list"]';
/** A picture larger than this is not kept (localStorage holds a few MB for the whole app). */
const MAX_HTML_LENGTH = 1_500_000;

export interface BootSnapshot {
  v: 1;
  /** The ID token's subject and issuer (offline/persist-query-cache.ts `cacheKeyOf`). */
  user: string;
  /** pathname + search of the screen pictured: only that screen's start shows it. */
  path: string;
  width: number;
  height: number;
  /** The style sheets the page had (their `href`s), painted with it: a start whose page has one not among
   * them (a deploy since) shows no picture rather than one its classes no longer style. */
  styles: string[];
  html: string;
}

/** What a picture never holds: what could act or load a document (a list screen renders none of them). */
const ACTIVE_CONTENT = 'iframe, frame, object, embed, script';

/** The attribute that carries a scroller's offset into the picture (public/boot-snapshot.js restores it). */
const SCROLL_ATTRIBUTE = 'data-boot-scroll-top';

/**
 * The scroll offsets of the elements under a followed root, as their scroll events left them: read as the
 * page goes away, `scrollTop` would make the browser compute the page's style first (about 20 ms in a
 * trace of a reload, before the next page could start), where a scroll event finds it computed.
 */
const scrollOffsets = new WeakMap<EventTarget, number>();

/** Follows the scroll offsets under `container` for {@link keepBootSnapshot}. */
export function followScrollOffsets(container: Element): void {
  container.addEventListener(
    'scroll',
    (event) => {
      if (event.target instanceof Element) scrollOffsets.set(event.target, event.target.scrollTop);
    },
    { capture: true, passive: true },
  );
}

/**
 * Keeps the picture of `container` (the app's root) when it shows a list screen, for `user`; otherwise
 * forgets any older one, which would picture another state than the one the next start finds. The list's
 * scroll offset goes with it (the app opens again on the row it was on; {@link followScrollOffsets} must
 * follow `container`). It runs as the page goes away, before the next page can start: a copy and one
 * serialization of the DOM, nothing that makes the browser compute style or layout.
 */
export function keepBootSnapshot(
  container: Element,
  user: string | null,
  storage: Storage = localStorage,
): void {
  try {
    const list = container.querySelector(LIST_SELECTOR);
    if (!user || !list || container.querySelector(ACTIVE_CONTENT)) {
      storage.removeItem(BOOT_SNAPSHOT_KEY);
      return;
    }
    // The list's scroller (ThreadList: the grid's parent): HTML keeps no scroll offset, so it is written on
    // the element for the time of the serialization.
    const scroller = list.querySelector('[role="grid"]')?.parentElement;
    const offset = (scroller && scrollOffsets.get(scroller)) ?? 0;
    if (offset > 0) scroller?.setAttribute(SCROLL_ATTRIBUTE, String(offset));
    const copy = container.cloneNode(true) as Element;
    scroller?.removeAttribute(SCROLL_ATTRIBUTE);
    // The rows the list renders below the window (its overscan, about two fifths of the HTML) are not in
    // the picture: their offsets are in their own style (`translateY`), read without any layout.
    const below = offset + window.innerHeight;
    for (const row of copy.querySelectorAll<HTMLElement>('[data-thread-id][style*="translateY"]')) {
      const top = Number(/translateY\((-?[\d.]+)px\)/.exec(row.style.transform)?.[1]);
      if (top > below) row.remove();
    }
    const html = copy.innerHTML;
    if (html.length > MAX_HTML_LENGTH) {
      storage.removeItem(BOOT_SNAPSHOT_KEY);
      return;
    }
    const snapshot: BootSnapshot = {
      v: 1,
      user,
      path: window.location.pathname + window.location.search,
      width: window.innerWidth,
      height: window.innerHeight,
      styles: [...document.querySelectorAll('link[rel="stylesheet"]')].map(
        (link) => link.getAttribute('href') ?? '',
      ),
      html,
    };
    storage.setItem(BOOT_SNAPSHOT_KEY, JSON.stringify(snapshot));
  } catch {
    // Storage full or refused: the next start shows the app's own first frame, as without a picture.
    try {
      storage.removeItem(BOOT_SNAPSHOT_KEY);
    } catch {}
  }
}

/** Forgets a kept picture of another person's mail than `user`'s (another sign-in on this device). */
export function forgetOthersBootSnapshot(user: string | null, storage: Storage = localStorage): void {
  try {
    const kept = JSON.parse(storage.getItem(BOOT_SNAPSHOT_KEY) ?? 'null') as Partial<BootSnapshot> | null;
    if (kept && kept.user !== user) storage.removeItem(BOOT_SNAPSHOT_KEY);
  } catch {
    forgetBootSnapshot(storage);
  }
}

/** Forgets the kept picture (sign-out: it shows the person's mail). */
export function forgetBootSnapshot(storage: Storage = localStorage): void {
  try {
    storage.removeItem(BOOT_SNAPSHOT_KEY);
  } catch {}
}

/**
 * Takes the start's picture away in the frame of the app's first render under `container`, whatever it shows:
 * started from the device's cache, that is the whole frame with its list (no loading screen: main.tsx);
 * else its loading screen, the sign-in, or an error, none of which the picture may hide. A mutation
 * observer's callback runs before the frame is painted, so the picture and the app never show together.
 */
export function replaceBootSnapshot(container: Element): void {
  const host = document.getElementById(HOST_ID);
  if (!host) return;
  const observer = new MutationObserver(() => {
    if (!container.firstElementChild) return;
    observer.disconnect();
    host.remove();
  });
  observer.observe(container, { childList: true });
}
