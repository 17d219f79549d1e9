import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../config.ts'
import { useTestApp } from '../../test/app.ts'
import { type OpenEventStream, openEventStream } from '../../test/event-stream.ts'
import { form } from '../../test/forms.ts'
import { type Member, registerMember } from '../../test/members.ts'
import { newAccount, signIn } from '../../test/sign-in.ts'

/** Listens on a free port for the file's tests (a stream needs a real connection). */
function useBaseUrl(t: { app: FastifyInstance }) {
  const where = { url: '' }
  beforeAll(async () => {
    where.url = await t.app.listen({ port: 0, host: '127.0.0.1' })
  })
  return where
}

const ask = (from: Member, to: Member) =>
  from.post('/v0/friends/request', {
    walletAddr: from.address,
    targetWalletAddr: to.address,
    rejection: false,
  })
const answer = (target: Member, requester: Member, rejection: boolean) =>
  target.post('/v0/friends/response', {
    walletAddr: target.address,
    targetWalletAddr: requester.address,
    rejection,
  })
const postEmotion = async (member: Member) =>
  Number(
    (
      await member.post('/v0/emotion/user-emotion/create', {
        walletAddr: member.address,
        emotionId: 1,
        description: 'A day worth telling',
      })
    ).json().data.UserEmotionId,
  )
const cheer = (member: Member, userEmotionId: number) =>
  member.post('/v0/emotion/cheers/request', { walletAddr: member.address, userEmotionId })

describe('the live event stream', () => {
  const t = useTestApp()
  const base = useBaseUrl(t)
  const streams: OpenEventStream[] = []
  const open = async (member: Member, lastEventId?: string) => {
    const stream = await openEventStream(base.url, { cookie: member.cookie, lastEventId })
    streams.push(stream)
    // Every connection starts with `ready`, then the balance and unread count.
    await stream.next('unread')
    return stream
  }
  afterAll(async () => {
    await Promise.all(streams.map((stream) => stream.close()))
  })

  it('answers 401 without a session, and needs no API key', async () => {
    const res = await fetch(`${base.url}/v0/events`)
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({ error: expect.any(String), code: 'session_required' })
  })

  it('refuses a resume id the stream never sent', async () => {
    const member = await registerMember(t.app)
    const res = await t.app.inject({
      url: '/v0/events',
      headers: { cookie: member.cookie, 'last-event-id': 'yesterday' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toMatch(/event id/)
  })

  it('opens with ready, the balance and the unread count, as an event stream', async () => {
    const member = await registerMember(t.app)
    const stream = await open(member)
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/)
    expect(stream.response.headers.get('cache-control')).toMatch(/no-cache/)
    expect(stream.events.map((event) => event.event)).toEqual(['ready', 'balance', 'unread'])
    expect(stream.events[0]?.data).toEqual({ Resumed: false })
    // The mint reward's notification is already there: the stream starts after it.
    expect(stream.of('balance')[0]?.data).toEqual({ Value: 30 })
    expect(stream.of('unread')[0]?.data).toEqual({ Count: 1 })
  })

  it("brings a friend request to the target's stream, and the hold to the sender's balance", async () => {
    const alice = await registerMember(t.app)
    const bob = await registerMember(t.app)
    const [aliceStream, bobStream] = await Promise.all([open(alice), open(bob)])

    expect((await ask(alice, bob)).statusCode).toBe(200)
    const request = await bobStream.next('notification')
    expect(request.data).toMatchObject({
      WhoomHistoryTypeName: 'friend_receive',
      WalletAddr: alice.address,
      TargetWalletAddr: bob.address,
      SelectStatus: true,
      Answer: null,
    })
    expect(request.id).toBe(String(request.data.NotificationId))
    // The entry is the one the list shows.
    const listed = (await bob.get(`/v0/notification/list?walletAddr=${bob.address}&index=0`)).json()
      .data.History[0]
    expect(request.data).toEqual(listed)
    await bobStream.next('unread', (data) => data.Count === 2)
    // The request holds Bob's SNV from Alice's points.
    const held = await aliceStream.next('balance', (data) => data.Value < 30)
    expect(held.data.Value).toBe(await alice.balance())
  })

  it('brings the accept credit as a balance event', async () => {
    const carol = await registerMember(t.app)
    const dave = await registerMember(t.app)
    expect((await ask(carol, dave)).statusCode).toBe(200)
    const [carolStream, daveStream] = await Promise.all([open(carol), open(dave)])
    const before = await dave.balance()

    expect((await answer(dave, carol, false)).statusCode).toBe(200)
    const credit = await daveStream.next('balance', (data) => data.Value > before)
    expect(credit.data.Value).toBe(await dave.balance())
    const accepted = await carolStream.next('notification')
    expect(accepted.data).toMatchObject({
      WhoomHistoryTypeName: 'friend_request_accept',
      WalletAddr: dave.address,
    })
  })

  it('replays exactly the missed events after a reconnect, then goes on live', async () => {
    const erin = await registerMember(t.app)
    const fans = await Promise.all([registerMember(t.app), registerMember(t.app)])
    const emotion = await postEmotion(erin)
    const first = await open(erin)
    expect((await cheer(fans[0] as Member, emotion)).statusCode).toBe(200)
    const seen = await first.next('notification', (data) => data.WalletAddr === fans[0]?.address)
    await first.close()

    // While Erin is away: a cheer and a friend request.
    expect((await cheer(fans[1] as Member, emotion)).statusCode).toBe(200)
    expect((await ask(fans[0] as Member, erin)).statusCode).toBe(200)
    const missed = (
      await erin.get(`/v0/notification/list?walletAddr=${erin.address}&index=0`)
    ).json().data.History as Array<{ NotificationId: number }>
    const expected = missed
      .filter((entry) => entry.NotificationId > seen.data.NotificationId)
      .map((entry) => entry.NotificationId)
      .reverse()
    expect(expected).toHaveLength(2)

    const resumed = await open(erin, first.lastId())
    expect(resumed.events[0]).toMatchObject({ event: 'ready', data: { Resumed: true } })
    expect(resumed.of('notification').map((event) => event.data.NotificationId)).toEqual(expected)
    expect(resumed.of('balance').at(-1)?.data.Value).toBe(await erin.balance())

    // Then live, once each.
    const third = await registerMember(t.app)
    expect((await cheer(third, emotion)).statusCode).toBe(200)
    await resumed.next('notification', (data) => data.WalletAddr === third.address)
    const ids = resumed.of('notification').map((event) => event.data.NotificationId)
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids).toEqual([...ids].sort((a, b) => a - b))
  })

  it("never shows one wallet's events on another's stream", async () => {
    const gina = await registerMember(t.app)
    const hank = await registerMember(t.app)
    const onlooker = await registerMember(t.app)
    const [ginaStream, watching] = await Promise.all([open(gina), open(onlooker)])
    const emotion = await postEmotion(gina)
    expect((await cheer(hank, emotion)).statusCode).toBe(200)
    expect((await ask(hank, gina)).statusCode).toBe(200)
    await ginaStream.until(() => ginaStream.of('notification').length >= 3, 'three notifications')
    // Gina's stream carries Gina's notifications only: those of her own list.
    const list = (await gina.get(`/v0/notification/list?walletAddr=${gina.address}&index=0`)).json()
      .data.History as Array<{ NotificationId: number }>
    const hers = new Set(list.map((entry) => entry.NotificationId))
    for (const event of ginaStream.of('notification')) {
      expect(hers.has(event.data.NotificationId)).toBe(true)
    }
    // The onlooker's own write wakes its stream after the others' writes: nothing else came.
    await postEmotion(onlooker)
    await watching.next('notification', (data) => data.WhoomHistoryTypeName === 'emotion_posting')
    expect(watching.of('notification')).toHaveLength(1)
  })

  it('counts unread notifications and marks them read for every open screen', async () => {
    const ivan = await registerMember(t.app)
    const june = await registerMember(t.app)
    const stream = await open(ivan)
    expect((await ask(june, ivan)).statusCode).toBe(200)
    await stream.next('unread', (data) => data.Count === 2)

    const count = () => ivan.get(`/v0/notification/unread-count?walletAddr=${ivan.address}`)
    expect((await count()).json()).toEqual({ data: { Count: 2 } })
    expect((await ivan.post('/v0/notification/read', { walletAddr: ivan.address })).json()).toEqual(
      { data: true },
    )
    expect((await count()).json()).toEqual({ data: { Count: 0 } })
    await stream.next('unread', (data) => data.Count === 0)
    // Another wallet may neither read the count nor mark it.
    expect(
      (await june.get(`/v0/notification/unread-count?walletAddr=${ivan.address}`)).statusCode,
    ).toBe(403)
    expect(
      (await june.post('/v0/notification/read', { walletAddr: ivan.address })).statusCode,
    ).toBe(403)
  })

  it('sends nothing for a write that was refused', async () => {
    const poor = await registerMember(t.app)
    const rich = await registerMember(t.app)
    const stream = await open(rich)
    // Rich's SNV is past Poor's points: the request is written, then refused and rolled back.
    const update = await t.app.inject({
      method: 'POST',
      url: '/v0/profile/update',
      headers: { cookie: rich.cookie },
      payload: form({
        wallet_addr: rich.address,
        user_name: rich.name,
        open_profile: 'Y',
        svn: '1000',
      }),
    })
    expect(update.statusCode).toBe(200)
    const refused = await ask(poor, rich)
    expect(refused.json().error).toMatch(/insufficient point balance/)
    // Rich's own write wakes the stream: the refused request left nothing before it.
    await postEmotion(rich)
    await stream.next('notification', (data) => data.WhoomHistoryTypeName === 'emotion_posting')
    expect(stream.of('notification').map((event) => event.data.WhoomHistoryTypeName)).toEqual([
      'emotion_posting',
    ])
  })
})

describe('the live event stream, kept and ended', () => {
  const t = useTestApp({ EVENTS_HEARTBEAT_MS: '200' })
  const base = useBaseUrl(t)

  it('keeps an idle connection open with comment lines', async () => {
    const member = await registerMember(t.app)
    const stream = await openEventStream(base.url, { cookie: member.cookie })
    await stream.until(() => stream.comments.length >= 2, 'two keep-alive comments')
    await stream.close()
  })

  it("ends the streams of a session that signs out at once, and not the wallet's other ones", async () => {
    const member = await registerMember(t.app)
    const laptop = await signIn(t.app, member.account)
    const [leaving, staying] = await Promise.all([
      openEventStream(base.url, { cookie: member.cookie }),
      openEventStream(base.url, { cookie: laptop }),
    ])
    await Promise.all([leaving.next('unread'), staying.next('unread')])

    const out = await member.post('/v0/auth/logout', {})
    expect(out.statusCode).toBe(200)
    await leaving.until(() => leaving.ended(), 'the signed-out stream to end', 2000)
    // The laptop's session goes on, live.
    expect(staying.ended()).toBe(false)
    const read = await t.app.inject({
      method: 'POST',
      url: '/v0/notification/read',
      headers: { cookie: laptop },
      payload: { walletAddr: member.address },
    })
    expect(read.statusCode).toBe(200)
    await staying.next('unread', (data) => data.Count === 0)
    // Until it signs out in turn (ended by the server: aborting the fetch here makes undici open
    // a spare connection that sends nothing, which would hold up `app.close()` below).
    const laptopOut = await t.app.inject({
      method: 'POST',
      url: '/v0/auth/logout',
      headers: { cookie: laptop },
    })
    expect(laptopOut.statusCode).toBe(200)
    await staying.until(() => staying.ended(), 'the second signed-out stream to end', 2000)
  })

  it('ends every stream when the server stops, so that browsers reconnect elsewhere', async () => {
    const member = await registerMember(t.app)
    const stream = await openEventStream(base.url, { cookie: member.cookie })
    await stream.next('ready')
    await t.app.close()
    await stream.until(() => stream.ended(), 'the stream to end')
  })
})

describe('the live event stream, limited', () => {
  // Streams per session at their default; per client address low enough to reach quickly.
  const t = useTestApp({ EVENTS_STREAMS_PER_IP: '12' })
  const base = useBaseUrl(t)
  const streams: OpenEventStream[] = []
  const attempt = async (cookie: string) => {
    const stream = await openEventStream(base.url, { cookie })
    streams.push(stream)
    return stream
  }
  /** Opens a stream once a slot is free: the server frees it when it sees the socket close. */
  const openWhenFree = async (cookie: string) => {
    const deadline = Date.now() + 2000
    for (;;) {
      const stream = await attempt(cookie)
      if (stream.status === 200) return stream
      await stream.response.body?.cancel()
      if (Date.now() > deadline) throw new Error(`still refused with ${stream.status}`)
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  }
  const expectRefused = async (stream: OpenEventStream, error: RegExp) => {
    expect(stream.status).toBe(429)
    expect(Number(stream.response.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await stream.response.json()).toEqual({
      error: expect.stringMatching(error),
      code: 'too_many_streams',
    })
  }
  afterAll(async () => {
    await Promise.all(streams.map((stream) => stream.close()))
  })

  it('holds 10 streams of a session at most: the 11th waits until one of them ends', async () => {
    const cookie = await signIn(t.app, newAccount())
    // Opened all at once: the count is taken before any of them waits for the database.
    const opened = await Promise.all(Array.from({ length: 11 }, () => attempt(cookie)))
    const held = opened.filter((stream) => stream.status === 200)
    const refused = opened.filter((stream) => stream.status !== 200)
    expect(held).toHaveLength(10)
    expect(refused).toHaveLength(1)
    await expectRefused(refused[0] as OpenEventStream, /too many tabs or windows \(at most 10\)/)
    await Promise.all(held.map((stream) => stream.next('ready')))

    await held[0]?.close()
    const again = await openWhenFree(cookie)
    await again.next('unread')
    await Promise.all([again, ...held].map((stream) => stream.close()))
  })

  it('holds at most the configured number of streams of a client address, 200 by default', async () => {
    expect(loadConfig({}).events).toMatchObject({
      streamsPerSession: 10,
      streamsPerWallet: 30,
      streamsPerIp: 200,
    })
    const [first, second, third] = await Promise.all([
      signIn(t.app, newAccount()),
      signIn(t.app, newAccount()),
      signIn(t.app, newAccount()),
    ])
    const held = await Promise.all([
      ...Array.from({ length: 10 }, () => attempt(first)),
      attempt(second),
      attempt(second),
    ])
    expect(held.map((stream) => stream.status)).toEqual(Array(12).fill(200))
    await expectRefused(await attempt(third), /from your network \(at most 12\)/)

    // Signing out ends the first session's ten streams and frees their slots.
    const out = await t.app.inject({
      method: 'POST',
      url: '/v0/auth/logout',
      headers: { cookie: first },
    })
    expect(out.statusCode).toBe(200)
    const admitted = await openWhenFree(third)
    await admitted.next('unread')
  })
})

describe('the live event stream, limited per wallet', () => {
  // Else one wallet could hold all of an address's slots through many sessions.
  const t = useTestApp({ EVENTS_STREAMS_PER_WALLET: '3' })
  const base = useBaseUrl(t)
  const streams: OpenEventStream[] = []
  const attempt = async (cookie: string) => {
    const stream = await openEventStream(base.url, { cookie })
    streams.push(stream)
    return stream
  }
  afterAll(async () => {
    await Promise.all(streams.map((stream) => stream.close()))
  })

  it('holds at most the configured number of a wallet’s streams, whatever its sessions', async () => {
    const account = newAccount()
    const phone = await signIn(t.app, account)
    const laptop = await signIn(t.app, account)
    const held = [await attempt(phone), await attempt(phone), await attempt(laptop)]
    expect(held.map((stream) => stream.status)).toEqual([200, 200, 200])
    for (const cookie of [laptop, await signIn(t.app, account)]) {
      const refused = await attempt(cookie)
      expect(refused.status).toBe(429)
      expect(Number(refused.response.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(await refused.response.json()).toEqual({
        code: 'too_many_streams',
        error: expect.stringMatching(/^this wallet has MeMap open in too many .* \(at most 3\)/),
      })
    }
    // Another wallet from the same address is not held back by it.
    const other = await attempt(await signIn(t.app, newAccount()))
    expect(other.status).toBe(200)
    await other.next('ready')
  })
})
