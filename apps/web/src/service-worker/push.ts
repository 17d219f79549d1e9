import type { PushPayload } from '@memap/shared/push'
import { APP_ICONS } from '../../build-plugins/app-icon-names.ts'
import { OPEN_PATH_MESSAGE } from './messages.ts'

// The service worker's Web Push part (PRODUCT.md §2, /settings), loaded into the worker Workbox generates
// (build-plugins/push-worker.ts): shows each push as a notification, and a tap opens its screen.

declare const self: ServiceWorkerGlobalScope

/** A push whose text cannot be read still tells the member there is news. */
const UNREADABLE: PushPayload = {
  kind: 'test',
  title: 'MeMap',
  body: 'You have news in MeMap.',
  url: '/notifications',
  tag: 'memap',
  lang: 'en',
}

function payloadOf(data: PushMessageData | null): PushPayload {
  try {
    const payload = data?.json() as Partial<PushPayload> | undefined
    return typeof payload?.title === 'string' && typeof payload.url === 'string'
      ? { ...UNREADABLE, ...payload }
      : UNREADABLE
  } catch {
    return UNREADABLE
  }
}

self.addEventListener('push', (event) => {
  const payload = payloadOf(event.data)
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      // The sender's picture where there is one, else MeMap's.
      icon: payload.icon ?? `/${APP_ICONS.any192}`,
      // A newer push of the same tag replaces the older ("Mina and 4 others cheered you").
      tag: payload.tag,
      lang: payload.lang,
      data: { url: payload.url },
    }),
  )
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const url = new URL(String(event.notification.data?.url ?? '/'), self.location.origin)
  // Only a screen of this app opens.
  if (url.origin !== self.location.origin) return
  event.waitUntil(openScreen(url))
})

/** An open MeMap goes to the screen and comes forward; without one, a new window opens on it. */
async function openScreen(url: URL): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
  const open = windows.find((client) => new URL(client.url).origin === url.origin)
  if (!open) {
    await self.clients.openWindow(url.href)
    return
  }
  open.postMessage({ type: OPEN_PATH_MESSAGE, path: `${url.pathname}${url.search}` })
  await open.focus()
}
