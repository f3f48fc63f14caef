/*
 * Switchboard's service worker: precaches the app shell so the app opens offline, and shows the pushes the
 * server sends (a minimal payload: title, body, thread_id), opening their thread when one is clicked. Served
 * from /sw.js (no-cache), scope /, under its own CSP (connections to this origin only). Plain JavaScript on
 * purpose: the browser loads it as is, outside the bundle.
 *
 * The app shell: the build writes the list of its files and a version here (apps/web/sw-precache.ts); the
 * source has none (the dev server precaches nothing). A new build has a new version: its cache replaces the
 * old ones on activate. API calls are never cached here (the app keeps its query cache in IndexedDB).
 */
const PRECACHE = null;

const CACHE_PREFIX = 'switchboard-shell-';
const SHELL_CACHE = PRECACHE ? `${CACHE_PREFIX}${PRECACHE.version}` : null;
/** Never served from the cache, never a fallback to the shell: the API, sign-in, signed files, images. */
const NETWORK_ONLY = ['/api/', '/oidc/', '/files/', '/image-proxy', '/auth/callback', '/sw.js'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      if (PRECACHE && SHELL_CACHE) {
        const cache = await caches.open(SHELL_CACHE);
        await cache.addAll(PRECACHE.urls.map((url) => new Request(url, { cache: 'reload' })));
      }
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(CACHE_PREFIX) && name !== SHELL_CACHE) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

/**
 * A page asks to be claimed when it loaded while this worker was activating: `clients.claim()` on activate
 * skips a document still loading then (it is not yet execution ready), which would stay uncontrolled, its
 * lazily loaded parts not served from the shell cache offline, until its next load.
 */
self.addEventListener('message', (event) => {
  if (event.data?.type === 'switchboard:claim') event.waitUntil(self.clients.claim());
});

function networkOnly(url) {
  return (
    url.origin !== self.location.origin || NETWORK_ONLY.some((prefix) => url.pathname.startsWith(prefix))
  );
}

/** A page: the network first (a new deploy shows at once), the cached shell when the network is gone. */
async function page(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const cache = SHELL_CACHE ? await caches.open(SHELL_CACHE) : null;
    const shell = await cache?.match('/index.html');
    if (shell) return shell;
    throw error;
  }
}

/** A file of the shell: from the cache (hashed names never change), else the network. */
async function shellFile(request) {
  const cache = await caches.open(SHELL_CACHE);
  const cached = await cache.match(request, { ignoreSearch: true });
  return cached ?? fetch(request);
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || !SHELL_CACHE) return;
  const url = new URL(request.url);
  if (networkOnly(url)) return;
  if (request.mode === 'navigate') {
    event.respondWith(page(request));
    return;
  }
  if (PRECACHE.urls.includes(url.pathname)) event.respondWith(shellFile(request));
});

/** The payload, checked: anything else is shown as nothing rather than half-shown. */
function readPayload(data) {
  if (!data) return null;
  let value;
  try {
    value = data.json();
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const { title, body, thread_id: threadId } = value;
  if (typeof title !== 'string' || typeof body !== 'string' || typeof threadId !== 'string') return null;
  return { title, body, thread_id: threadId };
}

async function windows() {
  return self.clients.matchAll({ type: 'window', includeUncontrolled: true });
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event.data);
  if (!payload) return;
  event.waitUntil(
    (async () => {
      await self.registration.showNotification(payload.title, {
        body: payload.body,
        tag: payload.thread_id,
        data: { thread_id: payload.thread_id },
        icon: '/favicon.svg',
      });
      // Open pages hear of it too (the app may refresh what it shows).
      for (const client of await windows()) client.postMessage({ type: 'switchboard:push', payload });
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const threadId = event.notification.data?.thread_id;
  if (typeof threadId !== 'string') return;
  const path = `/threads/${encodeURIComponent(threadId)}`;
  event.waitUntil(
    (async () => {
      const [client] = await windows();
      if (client) {
        // An open page navigates in place (its router keeps the session); then it comes to the front.
        client.postMessage({ type: 'switchboard:open-thread', thread_id: threadId });
        await client.focus();
        return;
      }
      await self.clients.openWindow(path);
    })(),
  );
});
