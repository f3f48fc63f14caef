import { SERVICE_WORKER_URL } from '../notifications/push-client';

/**
 * Registers the service worker (public/sw.js) on start in a production build: it precaches the app shell so
 * the app opens offline, and shows pushes. The dev server serves no built shell, so nothing is registered there.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || !window.isSecureContext) return;
  const register = () =>
    navigator.serviceWorker
      .register(SERVICE_WORKER_URL, { scope: '/' })
      .then(() => claimWhenActive(navigator.serviceWorker))
      .catch((error) => {
        console.warn('Switchboard: the service worker could not be registered', error);
      });
  // After the first screen: the precache must not compete with the start.
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}

/**
 * Once a worker is active, a page it does not control asks it to claim it (public/sw.js): its own claim on
 * activate skips a page that was still loading at that moment (the first visit's sign-in redirects), which
 * would otherwise stay uncontrolled, unable to load its lazy parts offline, until the next load.
 */
export async function claimWhenActive(
  container: Pick<ServiceWorkerContainer, 'ready' | 'controller'>,
): Promise<void> {
  const registration = await container.ready;
  if (container.controller === null) registration.active?.postMessage({ type: 'switchboard:claim' });
}
