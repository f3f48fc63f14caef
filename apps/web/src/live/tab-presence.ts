import type { ApiClient, PresenceActivity } from '@switchboard/api-client';

/** This tab, as presence names it (a new one per page load). */
const TAB_ID = `tab_${crypto.randomUUID()}`;
/** A tab says it is still there this often; the server lets it lapse 8 s after its last word. */
const ANNOUNCE_EVERY_MS = 3_000;

/**
 * What the tab says it does on a thread, from what its parts claim (the thread screen 'viewing', a
 * composer with something written 'replying'): writing wins, then viewing; nothing claimed, it has left.
 */
export function tabActivity(claims: Iterable<PresenceActivity>): PresenceActivity | null {
  let activity: PresenceActivity | null = null;
  for (const claim of claims) {
    if (claim === 'replying') return 'replying';
    activity = 'viewing';
  }
  return activity;
}

interface ThreadPresence {
  api: ApiClient;
  claims: Map<number, PresenceActivity>;
  said: PresenceActivity | null;
  timer: ReturnType<typeof setInterval> | undefined;
}

const threads = new Map<string, ThreadPresence>();
const due = new Set<string>();
let lastClaim = 0;

function say(api: ApiClient, threadId: string, activity: PresenceActivity | null) {
  void api
    .announcePresence({ params: { thread_id: threadId }, body: { tab_id: TAB_ID, activity } })
    .catch(() => undefined);
}

/** Says what changed, once the claims of one render settled (a remount is no leave and come back). */
function flush() {
  for (const threadId of due) {
    const entry = threads.get(threadId);
    if (!entry) continue;
    const now = tabActivity(entry.claims.values());
    if (now !== entry.said) say(entry.api, threadId, now);
    entry.said = now;
    if (now && !entry.timer) {
      entry.timer = setInterval(() => {
        if (entry.said && globalThis.document?.visibilityState !== 'hidden')
          say(entry.api, threadId, entry.said);
      }, ANNOUNCE_EVERY_MS);
    }
    if (!now) {
      clearInterval(entry.timer);
      threads.delete(threadId);
    }
  }
  due.clear();
}

function changed(threadId: string) {
  if (due.size === 0) queueMicrotask(flush);
  due.add(threadId);
}

/**
 * Claims `activity` on the thread for this tab until the returned release is called. The tab announces
 * the strongest claim (`tabActivity`) and again every few seconds while any is held; the last release
 * says it left. A closed tab says nothing: its presence lapses on the server.
 */
export function claimPresence(api: ApiClient, threadId: string, activity: PresenceActivity): () => void {
  const id = ++lastClaim;
  const entry = threads.get(threadId) ?? { api, claims: new Map(), said: null, timer: undefined };
  threads.set(threadId, entry);
  entry.claims.set(id, activity);
  changed(threadId);
  return () => {
    entry.claims.delete(id);
    changed(threadId);
  };
}
