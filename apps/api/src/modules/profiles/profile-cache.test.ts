import { createHash, createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { useInstance, useTestApp } from '../../test/app.ts'
import { form } from '../../test/forms.ts'
import { png } from '../../test/images.ts'
import { type Member, registerMember } from '../../test/members.ts'
import { profileViews } from '../../test/profile-views.ts'
import { newAccount, signIn } from '../../test/sign-in.ts'
import { readsService } from '../reads/service.ts'
import { PROFILE_CACHE_MS, publicProfile } from './public-profile.ts'
import { profilesRepo } from './repo.ts'

const BOT_TOKEN = '123456:TEST-bot-token'
const moderatorAccount = newAccount()

/** Who takes part in a write: the profile's owner and another member, set up by `before`. */
interface Scene {
  owner: Member
  other: Member
  /** A photo of the owner's album, an emotion of theirs: what `before` made. */
  made: Record<string, number>
}

/**
 * Every write that changes what a profile shows, through the API. Each changes how at least one
 * of the scene's viewers (nobody, the owner, the other) sees the owner's profile.
 */
function profileWrites(t: ReturnType<typeof useTestApp>) {
  const update = (member: Member, fields: Record<string, string>, file?: Buffer) =>
    t.app.inject({
      method: 'POST',
      url: '/v0/profile/update',
      headers: { cookie: member.cookie },
      payload: form(
        {
          wallet_addr: member.address,
          user_name: member.name,
          user_description: '',
          open_profile: 'Y',
          svn: '3',
          ...fields,
        },
        file ? { bytes: file } : undefined,
      ),
    })
  const postEmotion = async ({ owner }: Scene) =>
    Number(
      (
        await owner.post('/v0/emotion/user-emotion/create', {
          walletAddr: owner.address,
          emotionId: 2,
          description: 'A fine day, all told',
        })
      ).json().data.UserEmotionId,
    )
  const upload = async ({ owner }: Scene) =>
    Number(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/v0/albums/upload',
          headers: { cookie: owner.cookie },
          payload: form({ walletAddr: owner.address }, { bytes: await png(48, 48) }),
        })
      ).json().data.UserAlbumId,
    )
  const like = ({ other, made }: Scene) =>
    other.post('/v0/albums/like/request', { walletAddr: other.address, albumId: made.photo })
  const ask = (from: Member, to: Member) =>
    from.post('/v0/friends/request', {
      walletAddr: from.address,
      targetWalletAddr: to.address,
      rejection: false,
    })
  const answer = (by: Member, from: Member, rejection: boolean) =>
    by.post('/v0/friends/response', {
      walletAddr: by.address,
      targetWalletAddr: from.address,
      rejection,
    })
  const befriend = async ({ owner, other }: Scene) => {
    await ask(other, owner)
    await answer(owner, other, false)
  }
  const block = (by: Member, target: Member, route = '/v0/block') =>
    by.post(route, { walletAddr: by.address, targetWalletAddr: target.address })
  const telegram = (fields: Record<string, string | number>) => {
    const check = Object.entries(fields)
      .map(([key, value]) => `${key}=${value}`)
      .sort()
      .join('\n')
    const key = createHash('sha256').update(BOT_TOKEN).digest()
    return { ...fields, hash: createHmac('sha256', key).update(check).digest('hex') }
  }

  const writes: Array<{
    name: string
    before?: (scene: Scene) => Promise<unknown>
    write: (scene: Scene) => Promise<unknown>
  }> = [
    {
      name: 'the owner edits name, description and privacy',
      write: ({ owner }) =>
        update(owner, { user_name: `${owner.name} B`, user_description: 'new', open_profile: 'N' }),
    },
    {
      name: 'the owner changes their picture',
      write: async ({ owner }) => update(owner, {}, await png(40, 41)),
    },
    {
      name: 'the owner sets their custom link',
      write: ({ owner }) =>
        t.app.inject({
          method: 'POST',
          url: '/v0/profile/updateCustomURL',
          headers: { cookie: owner.cookie },
          payload: form({ wallet_addr: owner.address, custom_url: 'https://me.example' }),
        }),
    },
    {
      name: 'the owner links Telegram',
      write: ({ owner }) =>
        owner.post('/v0/auth/telegram', {
          walletAddr: owner.address,
          authData: telegram({
            id: Number.parseInt(owner.address.slice(2, 10), 16),
            username: `tg${owner.address.slice(2, 10)}`,
            auth_date: Math.floor(Date.now() / 1000),
          }),
        }),
    },
    { name: "the owner posts today's emotion", write: postEmotion },
    {
      name: "another cheers the owner's emotion",
      before: async (scene) => {
        scene.made.emotion = await postEmotion(scene)
      },
      write: ({ other, made }) =>
        other.post('/v0/emotion/cheers/request', {
          walletAddr: other.address,
          userEmotionId: made.emotion,
        }),
    },
    {
      name: "another likes the owner's photo",
      before: async (scene) => {
        scene.made.photo = await upload(scene)
      },
      write: like,
    },
    {
      name: 'the owner deletes a photo liked today',
      before: async (scene) => {
        scene.made.photo = await upload(scene)
        await like(scene)
      },
      write: ({ owner, made }) =>
        t.app.inject({
          method: 'DELETE',
          url: '/v0/albums/delete',
          headers: { cookie: owner.cookie },
          payload: { walletAddr: owner.address, userAlbumId: made.photo },
        }),
    },
    {
      name: 'the owner shows a badge',
      before: ({ owner }) =>
        t.db
          .insertInto('user_badges')
          .values({ wallet_addr: owner.address, badge_id: 2, active: 0, acquired_at: '2026-01-01' })
          .execute(),
      write: ({ owner }) =>
        owner.post('/v0/badge/apply', { walletAddr: owner.address, badgeIds: [2] }),
    },
    {
      name: 'another visits for the first time today',
      write: async ({ owner }) => {
        const visitor = await registerMember(t.app)
        await visitor.get(
          `/v0/user/info?walletAddr=${visitor.address}&targetWalletAddr=${owner.address}`,
        )
      },
    },
    {
      name: 'another asks the owner to be friends',
      write: ({ owner, other }) => ask(other, owner),
    },
    {
      name: 'the owner asks another to be friends',
      write: ({ owner, other }) => ask(owner, other),
    },
    {
      name: 'the owner accepts a request',
      before: ({ owner, other }) => ask(other, owner),
      write: ({ owner, other }) => answer(owner, other, false),
    },
    {
      name: 'the owner declines a request',
      before: ({ owner, other }) => ask(other, owner),
      write: ({ owner, other }) => answer(owner, other, true),
    },
    {
      name: 'the owner ends a friendship',
      before: befriend,
      write: ({ owner, other }) =>
        owner.post('/v0/friends/delete', {
          walletAddr: owner.address,
          targetWalletAddr: other.address,
        }),
    },
    { name: 'the owner blocks another', write: ({ owner, other }) => block(owner, other) },
    { name: 'another blocks the owner', write: ({ owner, other }) => block(other, owner) },
    {
      name: 'another lifts their block',
      before: ({ owner, other }) => block(other, owner),
      write: ({ owner, other }) => block(other, owner, '/v0/unblock'),
    },
    {
      name: 'a moderator suspends the owner',
      write: async ({ owner, other }) => {
        const { ReportId } = (
          await other.post('/v0/report', {
            walletAddr: other.address,
            targetWalletAddr: owner.address,
            reason: 'spam',
          })
        ).json().data
        const cookie = await signIn(t.app, moderatorAccount)
        await t.app.inject({
          method: 'POST',
          url: '/v0/admin/reports/resolve',
          headers: { cookie },
          payload: { walletAddr: moderatorAccount.address, reportId: ReportId, action: 'suspend' },
        })
      },
    },
    {
      name: 'the owner leaves MeMap',
      before: befriend,
      write: ({ owner }) => owner.post('/v0/account/delete', { walletAddr: owner.address }),
    },
  ]
  return writes
}

describe('a cached profile after each write that changes it', () => {
  const t = useTestApp({ ADMIN_WALLETS: moderatorAccount.address, TELEGRAM_BOT_TOKEN: BOT_TOKEN })
  // The same app without caches: each read is the tables' answer.
  const reference = useInstance(t, { cacheEntries: 0 })
  const views = profileViews(t, reference)

  for (const { name, before, write } of profileWrites(t)) {
    it(`is the tables' answer after: ${name}`, async () => {
      const owner = await registerMember(t.app)
      const other = await registerMember(t.app)
      // The MeMap's mint lands now, not in the middle of the write.
      await t.worker.drain()
      const scene: Scene = { owner, other, made: {} }
      await before?.(scene)
      // The first reads write today's visits (a change of the profile), the next fill the caches.
      await views.expectCurrent(owner, [owner, other])
      const seen = await views.expectCurrent(owner, [owner, other])
      const result = await write(scene)
      if (result && typeof result === 'object' && 'statusCode' in result) {
        expect(result.statusCode, String((result as { body?: unknown }).body)).toBeLessThan(300)
      }
      const after = await views.expectCurrent(owner, [owner, other])
      // The write changed the profile for one of them at least, so the cache had to drop it.
      expect(after).not.toEqual(seen)
    })
  }

  it("is the tables' answer after the MeMap's mint is confirmed", async () => {
    const owner = await registerMember(t.app)
    await views.expectCurrent(owner, [owner])
    await t.worker.drain()
    const [, forOwner] = await views.expectCurrent(owner, [owner])
    expect(forOwner?.body.data?.TokenId).not.toBe('')
  })
})

describe('a cached profile whose change never reached it (a lost bus message)', () => {
  const t = useTestApp()

  it('is the tables’ answer again once it has been kept for PROFILE_CACHE_MS', async () => {
    const owner = await registerMember(t.app)
    // An instance's profile reads that hear of no change at all, as if every message were lost.
    const profiles = publicProfile({
      reads: readsService({ db: t.db, pushDb: t.db }),
      repo: profilesRepo(t.db),
      cacheEntries: 100,
    })
    const noon = Date.parse('2026-11-27T03:00:00Z')
    const description = async (at: number) =>
      (await profiles.info(owner.address, undefined, new Date(at))).Description
    const before = await description(noon)
    await t.db
      .updateTable('users')
      .set({ description: 'Changed where no cache could hear it' })
      .where('wallet_addr', '=', owner.address)
      .execute()
    expect(await description(noon + PROFILE_CACHE_MS - 1)).toBe(before)
    expect(await description(noon + PROFILE_CACHE_MS)).toBe('Changed where no cache could hear it')
  })
})
