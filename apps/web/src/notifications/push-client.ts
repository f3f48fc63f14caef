import { type ApiClient, isApiError } from '@switchboard/api-client';
import type { NotificationPermissionState } from '@switchboard/domain';

/** The service worker (apps/web/public/sw.js): shows pushes, opens their thread on click. */
export const SERVICE_WORKER_URL = '/sw.js';
const DEVICE_KEY = 'switchboard.pushDeviceId';
/** Fired on `window` after this app subscribed or unsubscribed, so every screen reads the state again. */
export const PUSH_STATE_CHANGED = 'switchboard:push-state-changed';

function announce() {
  window.dispatchEvent(new Event(PUSH_STATE_CHANGED));
}

/** Whether this browser can do Web Push at all (notifications, a service worker, a push manager). */
export function isPushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'Notification' in window &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    window.isSecureContext
  );
}

/** This browser's device id for `POST /devices` (made once, kept in local storage). */
export function deviceId(): string {
  try {
    const known = localStorage.getItem(DEVICE_KEY);
    if (known) return known;
    const fresh = `dev_${crypto.randomUUID().replaceAll('-', '')}`;
    localStorage.setItem(DEVICE_KEY, fresh);
    return fresh;
  } catch {
    // Local storage refused: a device id for this page only (renewal then registers a new device).
    return `dev_${crypto.randomUUID().replaceAll('-', '')}`;
  }
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker.getRegistration('/');
}

/**
 * The state the Notifications section shows: notsupported, denied, prompt (the browser would still ask),
 * not-subscribed (allowed, but this browser holds no push subscription) or granted (allowed and subscribed).
 */
export async function readPermissionState(): Promise<NotificationPermissionState> {
  if (!isPushSupported()) return 'notsupported';
  if (Notification.permission === 'denied') return 'denied';
  if (Notification.permission === 'default') return 'prompt';
  const subscription = await (await registration())?.pushManager.getSubscription();
  return subscription ? 'granted' : 'not-subscribed';
}

function serialise(subscription: PushSubscription) {
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    expirationTime: subscription.expirationTime,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

/**
 * Enable: asks for permission (a refusal aborts), registers the service worker, subscribes with the server's
 * VAPID key and registers the device (`POST /devices`). Throws when any step fails.
 */
export async function enableNotifications(api: ApiClient): Promise<void> {
  const permission =
    Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission !== 'granted') throw new Error(`Notification permission ${permission}`);
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  const ready = await navigator.serviceWorker.ready;
  const { public_key } = await api.getPushPublicKey();
  const subscription =
    (await ready.pushManager.getSubscription()) ??
    (await ready.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: public_key }));
  await api.registerDevice({
    body: { device_id: deviceId(), device_type: 'browser', push_subscription: serialise(subscription) },
  });
  announce();
}

/** Disable: unregisters the device (`DELETE /devices`) and drops the browser's subscription. */
export async function disableNotifications(api: ApiClient): Promise<void> {
  const subscription = await (await registration())?.pushManager.getSubscription();
  if (!subscription) return;
  try {
    await api.removeDevice({ body: { device_id: deviceId(), endpoint: subscription.endpoint } });
  } catch (error) {
    // Already forgotten by the server (an expired endpoint): the browser's side still goes.
    if (!(isApiError(error) && error.type === 'not_found')) throw error;
  }
  await subscription.unsubscribe();
  announce();
}

/**
 * Renewal (spec doc 2): when permission is granted, a service worker registration exists and the user is
 * signed in, the existing subscription is registered again, so the server holds its current endpoint and keys.
 * Returns false (and logs) when it could not; never throws.
 */
export async function renewSubscription(api: ApiClient): Promise<boolean> {
  try {
    if (!isPushSupported() || Notification.permission !== 'granted') return false;
    const existing = await registration();
    if (!existing) return false;
    const subscription = await existing.pushManager.getSubscription();
    if (!subscription) return false;
    await api.registerDevice({
      body: { device_id: deviceId(), device_type: 'browser', push_subscription: serialise(subscription) },
    });
    return true;
  } catch (error) {
    console.error('[push] renewing the subscription failed', error);
    return false;
  }
}
