// This device's side of Web Push (PRODUCT.md §2, /settings): whether the browser can receive pushes, its
// permission, and its subscription with the browser's push service. The server learns the
// subscription through `POST /v0/push/subscribe` (api/push.ts).

/** What this browser offers: pushes, none until MeMap is on the Home Screen (iOS), or none. */
export type PushSupport = 'supported' | 'home-screen-first' | 'unsupported'

/** What decides it: the browser's name, touch, whether MeMap runs from the Home Screen, the APIs. */
export type PushDevice = {
  userAgent: string
  maxTouchPoints: number
  standalone: boolean
  hasPush: boolean
}

export function pushSupportOf(device: PushDevice): PushSupport {
  const appleMobile =
    /iPad|iPhone|iPod/.test(device.userAgent) ||
    // iPadOS says it is a Mac, and has touch.
    (device.userAgent.includes('Macintosh') && device.maxTouchPoints > 1)
  // Safari on iOS and iPadOS gives Web Push only to a web app opened from the Home Screen.
  if (appleMobile && !device.standalone) return 'home-screen-first'
  return device.hasPush ? 'supported' : 'unsupported'
}

/** This browser's support. */
export const pushSupport = (): PushSupport =>
  pushSupportOf({
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints,
    standalone:
      window.matchMedia('(display-mode: standalone)').matches ||
      (navigator as { standalone?: boolean }).standalone === true,
    hasPush: 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window,
  })

/** Notification.permission, or 'denied' where the browser has no notifications. */
export function notificationPermission(): NotificationPermission {
  return 'Notification' in window ? Notification.permission : 'denied'
}

/** The browser's subscription of this device, or null (none yet, or no worker registered). */
export async function currentDeviceSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker?.getRegistration()
  return (await registration?.pushManager.getSubscription()) ?? null
}

/** Why the device could not be subscribed, for the member to act on. */
export class PushRefusedError extends Error {
  constructor(readonly reason: 'permission-denied' | 'permission-dismissed') {
    super(`notifications: ${reason}`)
  }
}

/**
 * Whether `subscription` was made with the server's key `serverKey`. One made with another (the
 * server's VAPID key was changed) can no longer be pushed to: its push service refuses the
 * server's signature.
 */
export function isForKey(subscription: Pick<PushSubscription, 'options'>, serverKey: string) {
  const made = subscription.options.applicationServerKey
  if (!made) return false
  const bytes = new Uint8Array(made)
  const wanted = base64UrlBytes(serverKey)
  return bytes.length === wanted.length && bytes.every((byte, index) => byte === wanted[index])
}

/**
 * Asks the member's permission (only now, on their tap) and subscribes the device with the
 * server's key: answers the subscription as the server takes it, and the endpoint of the one it
 * replaced, made with a key the server no longer has.
 */
export async function subscribeDevice(
  serverKey: string,
): Promise<{ subscription: PushSubscriptionJSON; replaced: string | null }> {
  const permission = await Notification.requestPermission()
  if (permission === 'denied') throw new PushRefusedError('permission-denied')
  if (permission !== 'granted') throw new PushRefusedError('permission-dismissed')
  const registration = await navigator.serviceWorker.ready
  const existing = await registration.pushManager.getSubscription()
  if (existing && isForKey(existing, serverKey)) {
    return { subscription: existing.toJSON(), replaced: null }
  }
  // A browser keeps one subscription a worker: the old key's goes before the new one is made.
  await existing?.unsubscribe()
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: base64UrlBytes(serverKey),
  })
  return { subscription: subscription.toJSON(), replaced: existing?.endpoint ?? null }
}

/** Ends the browser's subscription of this device; answers its endpoint, if there was one. */
export async function unsubscribeDevice(): Promise<string | null> {
  const subscription = await currentDeviceSubscription()
  if (!subscription) return null
  await subscription.unsubscribe()
  return subscription.endpoint
}

function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
  return Uint8Array.from(binary, (character) => character.charCodeAt(0))
}
