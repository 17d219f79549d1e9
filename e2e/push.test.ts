import type { PushPayload } from '@memap/shared/push'
import type { BrowserContext, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { startPushService, type TestPushService } from '../apps/api/src/test/push-service.ts'
import { apiMember, cheer, firstEmotion, postEmotion } from './support/interactions.ts'
import { useJourney } from './support/journey.ts'
import { callApi } from './support/memap.ts'
import { type Member, signedInMember } from './support/member.ts'

/**
 * The browser's subscription, pointed at the tests' push service: this machine has no route to a
 * browser maker's push service (Chromium's `pushManager.subscribe` asks Google's), so the page's
 * PushManager hands out the subscription the test's service made, keys and all. Everything on
 * either side of it is real: the settings screen, the server's encryption and VAPID signature,
 * the decryption, and the service worker that shows the push and opens its screen.
 */
async function subscribeThrough(context: BrowserContext, push: TestPushService, device: string) {
  const subscription = push.subscription(device)
  await context.addInitScript((made) => {
    const key = 'memap-test-push-subscription'
    // The server key it was made with, as the browser keeps it.
    const browserSubscription = () => ({
      endpoint: made.endpoint,
      expirationTime: null,
      options: {
        userVisibleOnly: true,
        applicationServerKey: Uint8Array.from(JSON.parse(localStorage.getItem(key) ?? '[]')).buffer,
      },
      toJSON: () => ({ endpoint: made.endpoint, expirationTime: null, keys: made.keys }),
      unsubscribe: async () => {
        localStorage.removeItem(key)
        return true
      },
    })
    PushManager.prototype.getSubscription = async () =>
      (localStorage.getItem(key) ? browserSubscription() : null) as PushSubscription | null
    PushManager.prototype.subscribe = async (options) => {
      if (!options?.applicationServerKey) throw new Error('no server key')
      const serverKey = new Uint8Array(options.applicationServerKey as ArrayBuffer)
      localStorage.setItem(key, JSON.stringify([...serverKey]))
      return browserSubscription() as unknown as PushSubscription
    }
  }, subscription)
}

/** Hands `payload` to the page's service worker as Chromium's push service would. */
async function deliver(page: Page, payload: PushPayload) {
  const devtools = await page.context().newCDPSession(page)
  const registration = new Promise<string>((resolve) =>
    devtools.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((each) => !each.isDeleted)
      if (ours) resolve(ours.registrationId)
    }),
  )
  await devtools.send('ServiceWorker.enable')
  await devtools.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(page.url()).origin,
    registrationId: await registration,
    data: JSON.stringify(payload),
  })
  await devtools.detach()
}

/** The notifications the service worker shows. */
const shown = (page: Page) =>
  page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((notification) => ({
      title: notification.title,
      body: notification.body,
      tag: notification.tag,
      url: (notification.data as { url: string }).url,
    })),
  )

/**
 * Taps the notification shown: the worker's click handler runs, as on a tap (a test cannot
 * click the system's notification; the event is the worker's own).
 */
async function tapNotification(context: BrowserContext) {
  const [worker] = context.serviceWorkers()
  if (!worker) throw new Error('no service worker')
  await worker.evaluate(async () => {
    // The worker's globals, which the page's types do not name.
    const scope = self as unknown as {
      registration: ServiceWorkerRegistration
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event
    }
    const [notification] = await scope.registration.getNotifications()
    if (!notification) throw new Error('no notification to tap')
    self.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }))
  })
}

/** Turns notifications on in /settings, as the member does; answers the section. */
async function turnOn(member: Member, switchName: string, sectionName: string) {
  const { page, context } = member
  await context.grantPermissions(['notifications'])
  await page.goto(new URL('/settings', page.url()).href)
  const section = page.getByRole('region', { name: sectionName })
  // The worker is registered once the first screen is idle: subscribing waits for it.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  // The switch turns once the browser and the server both hold the subscription.
  const toggle = section.getByRole('switch', { name: switchName })
  await toggle.click()
  await expect.poll(() => toggle.isChecked()).toBe(true)
  return section
}

describe('Web Push: news reaches the device with MeMap closed', () => {
  let push: TestPushService
  const journey = useJourney({
    async start() {
      push = await startPushService(() => journey.config.pushPublicKey ?? '')
      return { env: { PUSH_SERVICE_HOSTS: push.host } }
    },
    stop: () => push.close(),
  })
  let ann: Member

  beforeAll(async () => {
    ann = await signedInMember(journey, 'Ann')
    await subscribeThrough(ann.context, push, 'ann-phone')
  })

  it('turns notifications on in the settings, and a friend request arrives and opens its screen', async () => {
    const section = await turnOn(ann, 'Notify me on this device', 'Notifications on this device')
    const kinds = section.getByRole('group', { name: 'Notify me of' })
    for (const kind of [
      'Friend requests',
      'Accepted friend requests',
      'Cheers',
      'Likes',
      'Rewards',
    ]) {
      expect(await kinds.getByRole('checkbox', { name: kind, exact: true }).isChecked()).toBe(true)
    }

    const bob = await apiMember(journey.server, journey.config, 'Bob')
    const asked = await callApi(journey.server, '/friends/request', {
      cookie: bob.cookie,
      body: { walletAddr: bob.address, targetWalletAddr: ann.wallet.address, rejection: false },
    })
    expect(asked.status).toBe(200)
    await push.until(() => push.of('ann-phone').length > 0)
    const [received] = push.of('ann-phone')
    expect(received?.payload).toMatchObject({
      kind: 'friend_request',
      lang: 'en',
      url: '/notifications',
    })
    expect(received?.payload.body).toContain(bob.name)
    expect(push.problems).toEqual([])

    // Away from the news, the push comes; the worker shows it, and a tap opens the news.
    await ann.page.goto(new URL('/memap', ann.page.url()).href)
    await deliver(ann.page, received?.payload as PushPayload)
    await expect
      .poll(() => shown(ann.page))
      .toEqual([
        {
          title: received?.payload.title,
          body: received?.payload.body,
          tag: received?.payload.tag,
          url: '/notifications',
        },
      ])
    await tapNotification(ann.context)
    await ann.page.waitForURL('**/notifications')
    await ann.page.getByText(bob.name, { exact: false }).first().waitFor()
  })

  it('sends a test notification, and stops when turned off', async () => {
    const { page } = ann
    const section = page.getByRole('region', { name: 'Notifications on this device' })
    await page.goto(new URL('/settings', page.url()).href)
    const before = push.of('ann-phone').length
    await section.getByRole('button', { name: 'Send a test notification' }).click()
    await section.getByText('A test notification is on its way to this device.').waitFor()
    await push.until(() => push.of('ann-phone').length > before)
    expect(push.of('ann-phone').at(-1)?.payload.kind).toBe('test')

    // Quiet hours: a night at first, in the browser's time zone, then changed and saved.
    await section.getByRole('switch', { name: 'Quiet hours' }).click()
    const quietHours = async () => {
      const answer = await callApi(
        journey.server,
        `/push/settings?walletAddr=${ann.wallet.address}`,
        { cookie: ann.cookie },
      )
      return ((await answer.json()) as { data: unknown }).data
    }
    const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)
    await expect
      .poll(quietHours)
      .toEqual({ QuietHours: { From: '22:00', To: '07:00' }, TimeZone: zone })
    await section.getByLabel('Until').fill('06:30')
    await section.getByRole('button', { name: 'Save' }).click()
    await expect
      .poll(quietHours)
      .toEqual({ QuietHours: { From: '22:00', To: '06:30' }, TimeZone: zone })

    await section.getByRole('switch', { name: 'Notify me on this device' }).click()
    await expect.poll(() => section.getByRole('group').count()).toBe(0)
    const listed = await callApi(
      journey.server,
      `/push/subscriptions?walletAddr=${ann.wallet.address}`,
      {
        cookie: ann.cookie,
      },
    )
    expect(((await listed.json()) as { data: unknown[] }).data).toEqual([])
  })

  it('notifies a Korean member in Korean, cheers counted in one notification', async () => {
    const ko = await signedInMember(journey, 'Ko')
    await subscribeThrough(ko.context, push, 'ko-phone')
    // The member chooses Korean on this device; the app tells the server (a cookie).
    await ko.page.evaluate(() => localStorage.setItem('memap:language', 'ko'))
    await turnOn(ko, '이 기기로 알림 받기', '이 기기의 알림')
    const koActor = { name: ko.name, address: ko.wallet.address, cookie: ko.cookie }
    const emotionId = await postEmotion(
      journey.server,
      koActor,
      (await firstEmotion(journey.server)).EmotionId,
    )
    const fans = await Promise.all(
      ['Fan1', 'Fan2'].map((name) => apiMember(journey.server, journey.config, name)),
    )
    for (const fan of fans) expect((await cheer(journey.server, fan, emotionId)).status).toBe(200)
    await push.until(() =>
      push
        .of('ko-phone')
        .some((each) => each.payload.kind === 'cheer' && /외 1명/.test(each.payload.body)),
    )
    const cheered = push.of('ko-phone').filter((each) => each.payload.kind === 'cheer')
    expect(cheered.at(-1)?.payload.lang).toBe('ko')
    // One topic: the device shows the latest in place of the first.
    expect(new Set(cheered.map((each) => each.topic)).size).toBe(1)
    await ko.context.close()
  })
})
