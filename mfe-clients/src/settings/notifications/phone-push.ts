import { PushPublicKey, PushSubscriptionSaved, type SavePushSubscription } from '@cobber/contracts';
import { api } from '@cobber/web';

/** Where this phone stands with Web Push. */
export type PhoneState = 'unsupported' | 'blocked' | 'off' | 'on';

export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** The app's service worker, once it runs (the shell registers it a moment after load). */
async function serviceWorker(): Promise<ServiceWorkerRegistration> {
  const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('The app is still installing: try again in a moment.')), 10_000));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

export async function phoneState(): Promise<PhoneState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  return subscription && Notification.permission === 'granted' ? 'on' : 'off';
}

/** The VAPID key as PushManager takes it: base64url to bytes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64url.replaceAll('-', '+').replaceAll('_', '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

async function keep(subscription: PushSubscription) {
  return api('POST /api/notifications/push-subscriptions', { body: subscription.toJSON() as SavePushSubscription, schema: PushSubscriptionSaved });
}

/** Asks the owner's permission, subscribes this phone and gives the business service its address. */
export async function turnOnPhone(): Promise<PhoneState> {
  if ((await Notification.requestPermission()) !== 'granted') return 'blocked';
  const { publicKey } = await api('GET /api/notifications/push-key', { schema: PushPublicKey });
  const registration = await serviceWorker();
  const subscription = (await registration.pushManager.getSubscription()) ?? (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  await keep(subscription);
  return 'on';
}

/** Stops pushes to this phone: the business service forgets it, then the browser does. */
export async function turnOffPhone(): Promise<PhoneState> {
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (subscription) {
    // Saving again answers the id the service keeps it under (the same endpoint, the same id).
    const { id } = await keep(subscription);
    await api('DELETE /api/notifications/push-subscriptions/:id', { params: { id } });
    await subscription.unsubscribe();
  }
  return 'off';
}
