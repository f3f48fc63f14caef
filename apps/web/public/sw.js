/*
 * Switchboard's service worker: shows the pushes the server sends (a minimal payload: title, body, thread_id)
 * and opens their thread when one is clicked. Served from /sw.js, scope /, under the app's CSP
 * (worker-src 'self'). Plain JavaScript on purpose: the browser loads it as is, outside the bundle.
 */
self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
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
