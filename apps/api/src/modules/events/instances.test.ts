import { describe, expect, it } from 'vitest'
import { type TestContext, useTestApp, useTwoInstances } from '../../test/app.ts'
import { openEventStream } from '../../test/event-stream.ts'
import { type Member, registerMember } from '../../test/members.ts'
import { newAccount, signIn } from '../../test/sign-in.ts'

function crossInstanceJourney(t: TestContext, instances: ReturnType<typeof useTwoInstances>) {
  it('ends the streams on the other instance of a session signed out on this one', async () => {
    const cookie = await signIn(t.app, newAccount())
    const onSecond = await openEventStream(instances.second, { cookie })
    await onSecond.next('unread')
    const out = await t.app.inject({ method: 'POST', url: '/v0/auth/logout', headers: { cookie } })
    expect(out.statusCode).toBe(200)
    await onSecond.until(() => onSecond.ended(), 'the stream on the other instance to end', 2000)
  })

  it('brings a cheer on one instance to a stream on the other, and resumes on the first', async () => {
    const alice = await registerMember(t.app)
    const bob = await registerMember(t.app)
    const created = await bob.post('/v0/emotion/user-emotion/create', {
      walletAddr: bob.address,
      emotionId: 2,
      description: 'Cheer me on',
    })
    const emotion = Number(created.json().data.UserEmotionId)
    const onSecond = await openEventStream(instances.second, { cookie: bob.cookie })
    await onSecond.next('unread')

    const cheer = (from: Member) =>
      from.post('/v0/emotion/cheers/request', { walletAddr: from.address, userEmotionId: emotion })
    expect((await cheer(alice)).statusCode).toBe(200)
    const cheered = await onSecond.next('notification')
    expect(cheered.data).toMatchObject({
      WhoomHistoryTypeName: 'emotion_cheer_receive',
      WalletAddr: alice.address,
    })
    await onSecond.next('balance', (data) => data.Value === 30 + 5 + 2)

    // The second instance stops; what happens meanwhile arrives on the first one.
    await instances.secondApp?.close()
    await onSecond.until(() => onSecond.ended(), 'the second instance to end the stream')
    const carol = await registerMember(t.app)
    expect((await cheer(carol)).statusCode).toBe(200)
    const onFirst = await openEventStream(instances.first, {
      cookie: bob.cookie,
      lastEventId: onSecond.lastId(),
    })
    const missed = await onFirst.next('notification')
    expect(missed.data.WalletAddr).toBe(carol.address)
    await onFirst.next('balance', (data) => data.Value === 30 + 5 + 2 + 2)
    expect(onFirst.of('notification')).toHaveLength(1)
    await onFirst.close()
  })
}

if (process.env.TEST_DB === 'postgres') {
  describe('live events across instances, through PostgreSQL LISTEN/NOTIFY', () => {
    const t = useTestApp()
    crossInstanceJourney(t, useTwoInstances(t))
  })
}

describe('live events across instances, through Redis pub/sub', () => {
  // This machine runs Redis on 6379, as the instances in production would share one.
  const t = useTestApp({ REDIS_URL: 'redis://127.0.0.1:6379' })
  crossInstanceJourney(t, useTwoInstances(t))
})
