// This device's Web Push state, from the browser (docs/decisions/0032): whether it can take
// notifications at all, whether the member allowed them, and its subscription, which the server
// stores for the member. Permission is asked only by turnOn, which the page calls when the member
// presses its button, never on load.
import { apiRequest } from '@/lib/api';
import { pushKey } from './api';

export type DeviceState =
  /** Not known yet (the page is being hydrated, or the browser is asked). */
  | 'checking'
  /** An iPhone or iPad in Safari: push comes once Huddle is on the home screen. */
  | 'needs-home-screen'
  /** No Web Push in this browser, or no service worker (a development server). */
  | 'unsupported'
  /** The member (or the browser) blocked notifications for this site. */
  | 'denied'
  | 'off'
  | 'on';

const isAppleMobile = () =>
  /iPad|iPhone|iPod/.test(navigator.userAgent) ||
  (navigator.userAgent.includes('Macintosh') && navigator.maxTouchPoints > 1);

const isHomeScreenApp = () => window.matchMedia('(display-mode: standalone)').matches;

const pushSupported = () =>
  'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** The base64url key as the bytes pushManager.subscribe takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

async function registration(): Promise<ServiceWorkerRegistration | null> {
  // The app registers its worker once the first page has its data; a development server has none.
  return (await navigator.serviceWorker.getRegistration('/')) ?? null;
}

const sameKey = (subscription: PushSubscription, key: Uint8Array) => {
  const current = subscription.options.applicationServerKey;
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((byte, i) => byte === key[i]);
};

/**
 * Whether notifications are allowed: the Permissions API's answer where it gives one (it follows a
 * permission granted by the browser's settings, which Notification.permission may not), else
 * Notification.permission.
 */
async function permission(): Promise<NotificationPermission> {
  const state = await navigator.permissions
    ?.query({ name: 'notifications' })
    .then((status) => status.state)
    .catch(() => null);
  if (state === 'granted') return 'granted';
  if (state === 'prompt') return 'default';
  return Notification.permission;
}

const save = (subscription: PushSubscription) =>
  apiRequest('POST', '/api/push/subscriptions', subscription.toJSON());

/**
 * The device's state now. A subscription the browser holds is stored again (signing in anew made it
 * this session's; the server keeps one row per device), and one made with a key the server has since
 * replaced is renewed with the new key (the permission stands, so nothing is asked).
 */
export async function readDeviceState(): Promise<DeviceState> {
  if (!pushSupported()) return isAppleMobile() && !isHomeScreenApp() ? 'needs-home-screen' : 'unsupported';
  const allowed = await permission();
  if (allowed === 'denied') return 'denied';
  const worker = await registration();
  if (!worker) return 'unsupported';
  const subscription = await worker.pushManager.getSubscription();
  if (!subscription || allowed !== 'granted') return 'off';
  const key = keyBytes((await pushKey()).publicKey);
  if (sameKey(subscription, key)) {
    await save(subscription);
  } else {
    await subscription.unsubscribe();
    await save(await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }));
  }
  return 'on';
}

/** Asks the member's permission (on their press), subscribes this device and stores it. */
export async function turnOn(): Promise<DeviceState> {
  const answer = (await permission()) === 'granted' ? 'granted' : await Notification.requestPermission();
  if (answer !== 'granted') return answer === 'denied' ? 'denied' : 'off';
  const worker = (await registration()) ?? (await navigator.serviceWorker.ready);
  const key = keyBytes((await pushKey()).publicKey);
  const existing = await worker.pushManager.getSubscription();
  if (existing && !sameKey(existing, key)) await existing.unsubscribe();
  const subscription =
    existing && sameKey(existing, key)
      ? existing
      : await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  await save(subscription);
  return 'on';
}

/** Forgets this device on the server, then in the browser. */
export async function turnOff(): Promise<DeviceState> {
  const subscription = await (await registration())?.pushManager.getSubscription();
  if (subscription) {
    await apiRequest('DELETE', '/api/push/subscriptions', { endpoint: subscription.endpoint });
    await subscription.unsubscribe();
  }
  return 'off';
}
