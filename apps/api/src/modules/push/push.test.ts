import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { once } from 'node:events'
import { sql } from 'kysely'
import { privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import webpush from 'web-push'
import { type Db, openDatabase, POOL_SIZE } from '../../db/database.ts'
import { leaseOwner } from '../../lib/lease.ts'
import { useInstance, useTestApp } from '../../test/app.ts'
import { form } from '../../test/forms.ts'
import { png } from '../../test/images.ts'
import { type Member, registerMember, signedInMember } from '../../test/members.ts'
import { samplesOf, scrape } from '../../test/metrics.ts'
import { startPushService, type TestPushService } from '../../test/push-service.ts'
import { signIn } from '../../test/sign-in.ts'

type Device = ReturnType<TestPushService['subscription']>

const METRICS_TOKEN = 'push-metrics-token'

describe('Web Push', () => {
  const vapid = webpush.generateVAPIDKeys()
  // The push service starts first: the app is configured with its address.
  const env: Record<string, string> = {
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: 'mailto:ops@memap.example',
    METRICS_TOKEN,
  }
  let service: TestPushService
  beforeAll(async () => {
    service = await startPushService(() => vapid.publicKey)
    env.PUSH_SERVICE_HOSTS = `fcm.googleapis.com,*.notify.windows.com,${service.host}`
  })
  afterAll(() => service.close())
  const t = useTestApp(env)

  const subscribe = (
    member: Member,
    device: Pick<Device, 'endpoint' | 'keys'>,
    options: { types?: string[]; language?: 'en' | 'ko'; walletAddr?: string } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/v0/push/subscribe',
      headers: {
        cookie: `${member.cookie}${options.language ? `; memap_language=${options.language}` : ''}`,
      },
      payload: {
        walletAddr: options.walletAddr ?? member.address,
        subscription: { endpoint: device.endpoint, keys: device.keys },
        ...(options.types ? { types: options.types } : {}),
      },
    })
  const subscribed = async (member: Member, language: 'en' | 'ko' = 'en') => {
    const device = service.subscription()
    const res = await subscribe(member, device, { language })
    expect(res.statusCode, res.body).toBe(200)
    return device
  }
  const list = async (member: Member) =>
    (await member.get(`/v0/push/subscriptions?walletAddr=${member.address}`)).json().data
  const quiet = (member: Member, quietHours: { from: string; to: string } | null) =>
    t.app.inject({
      method: 'PUT',
      url: '/v0/push/settings',
      headers: { cookie: member.cookie },
      payload: { walletAddr: member.address, quietHours, timeZone: 'UTC' },
    })
  /** Quiet hours around now, in UTC: from a minute ago to two minutes on. */
  const quietNow = () => {
    const clock = (offset: number) =>
      new Date(Date.now() + offset * 60_000).toISOString().slice(11, 16)
    return { from: clock(-1), to: clock(2) }
  }
  /** What waits in the outbox as if the quiet hours were over: due now, and quiet lifted. */
  const endQuiet = async (member: Member) => {
    await quiet(member, null)
    await t.db
      .updateTable('push_outbox')
      .set({ due_at: new Date().toISOString() })
      .where('wallet_addr', '=', member.address)
      .where('sent_at', 'is', null)
      .execute()
  }
  const postEmotion = async (member: Member) => {
    const res = await member.post('/v0/emotion/user-emotion/create', {
      walletAddr: member.address,
      emotionId: 1,
      description: 'A very good day indeed',
    })
    expect(res.statusCode, res.body).toBe(200)
    return Number(res.json().data.UserEmotionId)
  }
  const cheer = async (fan: Member, userEmotionId: number) => {
    const res = await fan.post('/v0/emotion/cheers/request', {
      walletAddr: fan.address,
      userEmotionId,
    })
    expect(res.statusCode, res.body).toBe(200)
  }
  const last = (device: Device) => service.of(device.device).at(-1)
  const arrived = (device: Device, count: number) =>
    service.until(() => service.of(device.device).length >= count)
  const pending = async (member: Member) =>
    t.db
      .selectFrom('push_outbox')
      .selectAll()
      .where('wallet_addr', '=', member.address)
      .where('sent_at', 'is', null)
      .execute()

  it("gives the server's public key in the public config", async () => {
    const config = (await t.app.inject({ url: '/v0/config' })).json().data
    expect(config.pushPublicKey).toBe(vapid.publicKey)
  })

  it('refuses, naming the field, an endpoint off the listed push services or keys no browser makes, and stores nothing', async () => {
    const ann = await registerMember(t.app, 'Ann Refused')
    const good = service.subscription()
    const refused = async (
      endpoint: string,
      keys: Device['keys'] = good.keys,
      field = 'subscription.endpoint',
    ) => {
      const res = await subscribe(ann, { endpoint, keys })
      expect(res.statusCode, `${endpoint}: ${res.body}`).toBe(400)
      expect(res.json().error).toMatch(new RegExp(`^${field.replaceAll('.', '\\.')}: `))
    }
    await refused('https://evil.example/push/1')
    await refused('https://169.254.169.254/latest/meta-data')
    await refused('http://fcm.googleapis.com/fcm/send/abc')
    await refused('https://fcm.googleapis.com:8443/fcm/send/abc')
    await refused('https://user:pass@fcm.googleapis.com/fcm/send/abc')
    await refused('https://fcm.googleapis.com.evil.example/x')
    await refused('https://notify.windows.com/w/abc')
    await refused('https://FCM.googleapis.com/fcm/send/abc')
    await refused(`http://127.0.0.2:${service.host.split(':')[1]}/push/${good.device}`)
    await refused('not a url')
    // A point off the curve, and keys of the wrong length.
    await refused(
      good.endpoint,
      { p256dh: `B${'A'.repeat(86)}`, auth: good.keys.auth },
      'subscription.keys.p256dh',
    )
    const short = await subscribe(ann, {
      endpoint: good.endpoint,
      keys: { p256dh: 'BBBB', auth: good.keys.auth },
    })
    expect(short.statusCode).toBe(400)
    expect(short.json().error).toMatch(/^subscription\.keys\.p256dh: /)
    const auth = await subscribe(ann, {
      endpoint: good.endpoint,
      keys: { p256dh: good.keys.p256dh, auth: 'AAAA' },
    })
    expect(auth.json().error).toMatch(/^subscription\.keys\.auth: /)
    // Another wallet than the session's.
    const ben = await registerMember(t.app, 'Ben Refused')
    const other = await subscribe(ann, good, { walletAddr: ben.address })
    expect(other.statusCode).toBe(403)
    expect(await list(ann)).toEqual([])
    expect(await list(ben)).toEqual([])
    // A Windows push service's own host is taken (a name under the listed domain).
    const windows = await subscribe(ann, {
      endpoint: 'https://wns2-by3p.notify.windows.com/w/?token=abc',
      keys: good.keys,
    })
    expect(windows.statusCode, windows.body).toBe(200)
  })

  it('lists, updates and ends a device’s subscription, one row an endpoint', async () => {
    const cy = await registerMember(t.app, 'Cy Lists')
    const device = service.subscription()
    const first = await subscribe(cy, device, { types: ['cheer', 'like'], language: 'ko' })
    expect(first.json().data).toMatchObject({
      Host: service.host,
      Kinds: ['cheer', 'like'],
      Language: 'ko',
      Current: true,
    })
    await subscribe(cy, device)
    const [only, ...none] = await list(cy)
    expect(none).toEqual([])
    expect(only).toMatchObject({
      Host: service.host,
      Kinds: ['friend_request', 'friend_accepted', 'cheer', 'like', 'reward'],
      Language: 'en',
      Current: true,
    })
    expect(JSON.stringify(only)).not.toContain(device.keys.auth)
    // The same browser, now signed in as another member: the endpoint moves with the device.
    const dee = await registerMember(t.app, 'Dee Takes')
    expect((await subscribe(dee, device)).statusCode).toBe(200)
    expect(await list(cy)).toEqual([])
    expect(await list(dee)).toHaveLength(1)
    const ended = await dee.post('/v0/push/unsubscribe', {
      walletAddr: dee.address,
      endpoint: device.endpoint,
    })
    expect(ended.json().data).toEqual({ Removed: true })
    expect(await list(dee)).toEqual([])
  })

  it('keeps a wallet’s 10 most recent subscriptions', async () => {
    const eve = await registerMember(t.app, 'Eve Devices')
    const devices: Device[] = []
    for (let n = 0; n < 11; n++) devices.push(await subscribed(eve))
    expect(await list(eve)).toHaveLength(10)
    const kept = await t.db
      .selectFrom('push_subscriptions')
      .select('endpoint')
      .where('wallet_addr', '=', eve.address)
      .execute()
    expect(kept.map((row) => row.endpoint)).not.toContain(devices[0]?.endpoint)
  })

  it('pushes each kind, decrypted, in English and Korean', async () => {
    const reader = await registerMember(t.app, 'Reader')
    const mina = await registerMember(t.app, 'Mina')
    const jun = await registerMember(t.app, 'Jun')
    const en = await subscribed(reader, 'en')
    const ko = await subscribed(reader, 'ko')
    let count = 0
    const expectPush = async (kind: string, english: string, korean: string, url: string) => {
      count++
      await arrived(en, count)
      await arrived(ko, count)
      expect(last(en)?.payload).toMatchObject({
        kind,
        body: english,
        url,
        lang: 'en',
        tag: `memap-${kind}`,
      })
      expect(last(ko)?.payload).toMatchObject({ kind, body: korean, url, lang: 'ko' })
      expect(last(en)?.topic).toBe(kind)
    }

    await mina.post('/v0/friends/request', {
      walletAddr: mina.address,
      targetWalletAddr: reader.address,
    })
    await expectPush(
      'friend_request',
      'Mina wants to be your friend',
      'Mina님이 친구 요청을 보냈어요',
      '/notifications',
    )

    await reader.post('/v0/friends/request', {
      walletAddr: reader.address,
      targetWalletAddr: jun.address,
    })
    await jun.post('/v0/friends/response', {
      walletAddr: jun.address,
      targetWalletAddr: reader.address,
      rejection: false,
    })
    await expectPush(
      'friend_accepted',
      'Jun accepted your friend request',
      'Jun님이 친구 요청을 수락했어요',
      '/friendlist',
    )

    const emotion = await postEmotion(reader)
    await expectPush('reward', 'You received 5 Whoom', '5 Whoom을 받았어요', '/myreward')

    await cheer(mina, emotion)
    await expectPush('cheer', 'Mina cheered you', 'Mina님이 응원했어요', '/notifications')
    expect(last(en)).toMatchObject({ urgency: 'low', ttl: 6 * 3600 })

    const upload = await t.app.inject({
      method: 'PUT',
      url: '/v0/albums/upload',
      headers: { cookie: reader.cookie },
      payload: form({ walletAddr: reader.address }, { bytes: await png(40, 30) }),
    })
    const albumId = upload.json().data.UserAlbumId
    // The second reward within the minute counts the first.
    await expectPush('reward', 'You received 10 Whoom', '10 Whoom을 받았어요', '/myreward')
    await jun.post('/v0/albums/like/request', { walletAddr: jun.address, albumId })
    await expectPush('like', 'Jun liked your photo', 'Jun님이 사진을 좋아해요', '/notifications')
    expect(service.problems).toEqual([])
  })

  it('waits out quiet hours, then sends the cheers as one that counts them', async () => {
    const star = await registerMember(t.app, 'Star')
    const device = await subscribed(star)
    expect((await quiet(star, quietNow())).json().data).toMatchObject({ TimeZone: 'UTC' })
    const emotion = await postEmotion(star)
    const fans = [] as Member[]
    for (let n = 0; n < 5; n++) fans.push(await registerMember(t.app, `Fan ${n}`))
    for (const fan of fans) await cheer(fan, emotion)
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(service.of(device.device)).toEqual([])
    // Deferred to the end of the quiet hours, not dropped.
    const waiting = await pending(star)
    expect(waiting.length).toBe(6)
    expect(new Set(waiting.map((row) => row.due_at)).size).toBe(1)
    expect(Date.parse(waiting[0]?.due_at ?? '')).toBeGreaterThan(Date.now())

    await endQuiet(star)
    await service.until(() =>
      service.of(device.device).some((push) => push.payload.kind === 'cheer'),
    )
    const cheers = service.of(device.device).filter((push) => push.payload.kind === 'cheer')
    expect(cheers.map((push) => push.payload.body)).toEqual(['Fan 4 and 4 others cheered you'])
  })

  it('drops a push whose actor is blocked or suspended by the time it is sent', async () => {
    const host = await registerMember(t.app, 'Host')
    const rude = await registerMember(t.app, 'Rude')
    const gone = await registerMember(t.app, 'Gone')
    const device = await subscribed(host)
    await quiet(host, quietNow())
    const emotion = await postEmotion(host)
    await cheer(rude, emotion)
    await cheer(gone, emotion)
    const blocked = await host.post('/v0/block', {
      walletAddr: host.address,
      targetWalletAddr: rude.address,
    })
    expect(blocked.statusCode, blocked.body).toBe(200)
    await t.db
      .updateTable('users')
      .set({ suspended_at: new Date().toISOString() })
      .where('wallet_addr', '=', gone.address)
      .execute()
    await endQuiet(host)
    // The reward for the emotion still comes; no cheer does.
    await service.until(() => service.of(device.device).length >= 1)
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(service.of(device.device).map((push) => push.payload.kind)).toEqual(['reward'])
    expect(await pending(host)).toEqual([])
  })

  it('removes a subscription the push service says is gone (410)', async () => {
    const fay = await registerMember(t.app, 'Fay Gone')
    const device = await subscribed(fay)
    service.answerNext(device.device, { status: 410 })
    await postEmotion(fay)
    await expect.poll(() => list(fay), { timeout: 10_000 }).toEqual([])
    expect(await pending(fay)).toEqual([])
  })

  it('sends again after the Retry-After of a 429', async () => {
    const gus = await registerMember(t.app, 'Gus Waits')
    const device = await subscribed(gus)
    service.answerNext(device.device, { status: 429, headers: { 'retry-after': '2' } })
    const started = Date.now()
    await postEmotion(gus)
    await service.until(() => service.of(device.device).length === 1)
    expect(last(device)?.at).toBeGreaterThanOrEqual(started + 1900)
    expect(last(device)?.payload.kind).toBe('reward')
    // Marked sent once the service answered: nothing left to send.
    await expect.poll(async () => (await pending(gus)).length).toBe(0)
  })

  it('sends a test push to the calling device only', async () => {
    const hal = await registerMember(t.app, 'Hal Tests')
    const here = await subscribed(hal)
    const other = signedInMember(t.app, hal.account, hal.name, await signIn(t.app, hal.account))
    const there = await subscribed(other)
    const res = await hal.post('/v0/push/test', { walletAddr: hal.address })
    expect(res.json().data).toEqual({ Queued: 1 })
    await arrived(here, 1)
    expect(last(here)?.payload).toMatchObject({ kind: 'test', url: '/settings' })
    expect(service.of(there.device)).toEqual([])
  })

  it('ends the subscriptions of a device that signs out', async () => {
    const ivy = await registerMember(t.app, 'Ivy Leaves Device')
    await subscribed(ivy)
    const phone = signedInMember(t.app, ivy.account, ivy.name, await signIn(t.app, ivy.account))
    await subscribed(phone)
    expect(await list(ivy)).toHaveLength(2)
    await phone.post('/v0/auth/logout', {})
    const left = await list(ivy)
    expect(left).toHaveLength(1)
    expect(left[0]?.Current).toBe(true)
  })

  it('exports the subscriptions without their keys, and leaving deletes them', async () => {
    const jo = await registerMember(t.app, 'Jo Exports')
    const device = await subscribed(jo)
    await quiet(jo, { from: '22:00', to: '07:00' })
    const exported = (await jo.get(`/v0/account/export?walletAddr=${jo.address}`)).json().data
    expect(exported.PushSubscriptions).toEqual([
      expect.objectContaining({ Host: service.host, Kinds: expect.arrayContaining(['cheer']) }),
    ])
    expect(exported.PushQuietHours).toEqual({ From: '22:00', To: '07:00', TimeZone: 'UTC' })
    const text = JSON.stringify(exported)
    expect(text).not.toContain(device.keys.p256dh)
    expect(text).not.toContain(device.endpoint)
    expect((await jo.post('/v0/account/delete', { walletAddr: jo.address })).statusCode).toBe(200)
    for (const table of ['push_subscriptions', 'push_outbox', 'push_settings'] as const) {
      const rows = await t.db
        .selectFrom(table)
        .selectAll()
        .where('wallet_addr', '=', jo.address)
        .execute()
      expect(rows, table).toEqual([])
    }
  })

  /** A subscribed device and a test push queued for it, written straight into the tables. */
  async function queueTestPush(device: Device, now: Date, heldBy?: string, db: Db = t.db) {
    const wallet = privateKeyToAddress(`0x${randomBytes(32).toString('hex')}`)
    const { id } = await db
      .insertInto('push_subscriptions')
      .values({
        endpoint: device.endpoint,
        p256dh: device.keys.p256dh,
        auth: device.keys.auth,
        wallet_addr: wallet,
        session_id: randomBytes(16).toString('hex'),
        session_expires_at: new Date(now.getTime() + 3_600_000).toISOString(),
        kinds: 31,
        language: 'en',
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await db
      .insertInto('push_outbox')
      .values({
        subscription_id: id,
        wallet_addr: wallet,
        kind: 'test',
        value: 0,
        created_at: now.toISOString(),
        due_at: now.toISOString(),
        ...(heldBy
          ? { claimed_by: heldBy, claimed_until: new Date(now.getTime() + 60_000).toISOString() }
          : {}),
      })
      .execute()
  }

  it('tells the metrics what waits and what became of each push', async () => {
    const metric = async (name: string, labels: Record<string, string> = {}) =>
      samplesOf(await scrape(t.app, METRICS_TOKEN), name, labels)[0]?.value ?? 0
    const sentBefore = await metric('memap_pushes_total', { outcome: 'sent' })
    const device = service.subscription()
    await queueTestPush(device, new Date())
    await arrived(device, 1)
    await expect.poll(() => metric('memap_pushes_total', { outcome: 'sent' })).toBe(sentBefore + 1)
    // Held by a sender that is alive (this process) for a minute: it waits, overdue.
    await queueTestPush(service.subscription(), new Date(), leaseOwner(process.pid))
    await new Promise((resolve) => setTimeout(resolve, 1100))
    expect(await metric('memap_push_outbox_waiting')).toBeGreaterThanOrEqual(1)
    expect(await metric('memap_push_outbox_overdue_seconds')).toBeGreaterThanOrEqual(1)
  })

  describe('after a server that held pushes was killed', () => {
    const device = () => held
    let held: Device
    beforeAll(async () => {
      // A sender of this machine that took a push and died before sending it: its hold runs
      // for another minute.
      const dead = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'])
      await once(dead, 'spawn')
      dead.kill('SIGKILL')
      await once(dead, 'exit')
      held = service.subscription()
      await queueTestPush(held, new Date(), leaseOwner(dead.pid))
    })
    // The server started again.
    useInstance(t)

    it('sends what the dead one held at once, not when its hold runs out', async () => {
      await arrived(device(), 1)
      expect(service.of(device().device)).toHaveLength(1)
    })
  })

  describe('with a second instance on the same database', () => {
    const second = useInstance(t)

    it('sends each push once, whichever instance takes it', async () => {
      await second.app.ready()
      const now = new Date()
      const devices = Array.from({ length: 120 }, () => service.subscription())
      for (const device of devices) await queueTestPush(device, now)
      await service.until(
        () => devices.every((device) => service.of(device.device).length > 0),
        20_000,
      )
      await new Promise((resolve) => setTimeout(resolve, 1500))
      for (const device of devices) expect(service.of(device.device)).toHaveLength(1)
      expect(service.problems).toEqual([])
    })
  })

  if (process.env.TEST_DB === 'postgres') {
    it('sends while every connection the requests use is taken', async () => {
      // As after a restart, when the retried requests fill the pool: the sender has its own.
      const writer = openDatabase(t.config).db
      let release = () => {}
      const released = new Promise<void>((resolve) => {
        release = resolve
      })
      let taken = 0
      const holds = Array.from({ length: POOL_SIZE }, () =>
        t.db.transaction().execute(async (trx) => {
          await sql`select 1`.execute(trx)
          taken++
          await released
        }),
      )
      try {
        await expect.poll(() => taken).toBe(POOL_SIZE)
        const device = service.subscription()
        await queueTestPush(device, new Date(), undefined, writer)
        await arrived(device, 1)
      } finally {
        release()
        await Promise.all(holds)
        await writer.destroy()
      }
    })
  }
})
