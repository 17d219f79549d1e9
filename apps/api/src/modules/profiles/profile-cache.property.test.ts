import fc from 'fast-check'
import { describe, it } from 'vitest'
import { useInstance, useTestApp } from '../../test/app.ts'
import { form } from '../../test/forms.ts'
import { png } from '../../test/images.ts'
import { type Member, registerMember } from '../../test/members.ts'
import { profileViews } from '../../test/profile-views.ts'

const MEMBERS = 2
const member = fc.nat({ max: MEMBERS - 1 })
/** Two members, never the same. */
const pair = fc
  .tuple(member, fc.integer({ min: 1, max: MEMBERS - 1 }))
  .map(([a, offset]) => [a, (a + offset) % MEMBERS] as const)

/** What a member does to a profile, as fast-check draws it: each is a call of the real API. */
const step = fc.oneof(
  fc.record({ kind: fc.constant('edit' as const), who: member, open: fc.boolean() }),
  fc.record({ kind: fc.constant('post' as const), who: member }),
  fc.record({ kind: fc.constant('cheer' as const), who: pair }),
  fc.record({ kind: fc.constant('upload' as const), who: member }),
  fc.record({ kind: fc.constant('like' as const), who: pair }),
  fc.record({ kind: fc.constant('deletePhoto' as const), who: member }),
  fc.record({ kind: fc.constant('ask' as const), who: pair }),
  fc.record({ kind: fc.constant('answer' as const), who: pair, rejection: fc.boolean() }),
  fc.record({ kind: fc.constant('unfriend' as const), who: pair }),
  fc.record({ kind: fc.constant('block' as const), who: pair }),
  fc.record({ kind: fc.constant('unblock' as const), who: pair }),
)
type Step = typeof step extends fc.Arbitrary<infer S> ? S : never

describe('the profile cache, against random writes and reads', () => {
  const t = useTestApp()
  const reference = useInstance(t, { cacheEntries: 0 })
  const views = profileViews(t, reference)

  /** Runs one step through the API; refusals (a second post, a cheer of nothing) are fine. */
  async function run(step: Step, members: Member[], made: { emotion: number[]; photo: number[] }) {
    const [i, j] = typeof step.who === 'number' ? [step.who, step.who] : step.who
    const [a, b] = [members[i] as Member, members[j] as Member]
    const toB = { walletAddr: a.address, targetWalletAddr: b.address }
    switch (step.kind) {
      case 'edit':
        return t.app.inject({
          method: 'POST',
          url: '/v0/profile/update',
          headers: { cookie: a.cookie },
          payload: form({
            wallet_addr: a.address,
            user_name: a.name,
            user_description: `edited ${Math.random()}`,
            open_profile: step.open ? 'Y' : 'N',
            svn: '3',
          }),
        })
      case 'post': {
        const res = await a.post('/v0/emotion/user-emotion/create', {
          walletAddr: a.address,
          emotionId: 3,
          description: 'A day worth a cheer',
        })
        if (res.statusCode === 200) made.emotion[i] = Number(res.json().data.UserEmotionId)
        return res
      }
      case 'cheer':
        return a.post('/v0/emotion/cheers/request', {
          walletAddr: a.address,
          userEmotionId: made.emotion[j] ?? 0,
        })
      case 'upload': {
        const res = await t.app.inject({
          method: 'PUT',
          url: '/v0/albums/upload',
          headers: { cookie: a.cookie },
          payload: form({ walletAddr: a.address }, { bytes: await png(32, 32 + i) }),
        })
        if (res.statusCode === 200) made.photo[i] = Number(res.json().data.UserAlbumId)
        return res
      }
      case 'like':
        return a.post('/v0/albums/like/request', {
          walletAddr: a.address,
          albumId: made.photo[j] ?? 0,
        })
      case 'deletePhoto':
        return t.app.inject({
          method: 'DELETE',
          url: '/v0/albums/delete',
          headers: { cookie: a.cookie },
          payload: { walletAddr: a.address, userAlbumId: made.photo[i] ?? 0 },
        })
      case 'ask':
        return a.post('/v0/friends/request', { ...toB, rejection: false })
      case 'answer':
        return a.post('/v0/friends/response', { ...toB, rejection: step.rejection })
      case 'unfriend':
        return a.post('/v0/friends/delete', toB)
      case 'block':
        return a.post('/v0/block', toB)
      case 'unblock':
        return a.post('/v0/unblock', toB)
    }
  }

  /** Every view: each member's profile as nobody and as each member sees it (caches filled). */
  const everyView = async (members: Member[]) => {
    for (const target of members) await views.expectCurrent(target, members)
  }

  it('answers every read as the tables do, after any sequence of writes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        const members: Member[] = []
        for (let n = 0; n < MEMBERS; n++) members.push(await registerMember(t.app))
        await t.worker.drain()
        const made = { emotion: [] as number[], photo: [] as number[] }
        await everyView(members)
        for (const drawn of steps) {
          await run(drawn, members, made)
          await everyView(members)
        }
      }),
      { numRuns: 25 },
    )
    // Some 300 calls of the API a run: long on a busy machine, never timed.
  }, 180_000)
})
