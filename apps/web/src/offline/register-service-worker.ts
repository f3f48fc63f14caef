import { SERVICE_WORKER_URL } from '../notifications/push-client';

/**
 * Registers the service worker (public/sw.js) on start in a production build: it precaches the app shell so
 * the app opens offline, and shows pushes. The dev server serves no built shell, so nothing is registered there.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || !window.isSecureContext) return;
  const register = () =>
    navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch((error) => {
      console.warn('Switchboard: the service worker could not be registered', error);
    });
  // After the first screen: the precache must not compete with the start.
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
