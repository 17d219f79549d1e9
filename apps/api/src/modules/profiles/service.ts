import type { Address } from '@memap/shared/address'
import { ECONOMY } from '@memap/shared/economy'
import type { registerFieldsSchema, UserInfo, updateFieldsSchema } from '@memap/shared/profile'
import { NAME_TAKEN_MESSAGE, nameKey, PROFILE_IMAGE_SIDE } from '@memap/shared/rules'
import type { z } from 'zod'
import { confirmedResult, enqueueChainJob } from '../../chain/tx-queue.ts'
import { withTransaction } from '../../db/changes.ts'
import type { Db } from '../../db/database.ts'
import { isUniqueViolation } from '../../db/dialect.ts'
import { conflict, notFound } from '../../errors.ts'
import { seoulDay } from '../../lib/days.ts'
import type { BlobStore } from '../../storage/blob-store.ts'
import { imageUrl, storeImage } from '../../storage/images.ts'
import type { DailyUploads } from '../daily/uploads.ts'
import { postPoints } from '../points/service.ts'
import { compileProfileQuery } from './profile-query.ts'
import { profilesRepo, type UserRow } from './repo.ts'
import type { ProfileSection, ProfileView } from './section.ts'
import { visitsSeenToday } from './visits-seen.ts'

type RegisterFields = z.output<typeof registerFieldsSchema>
type UpdateFields = z.output<typeof updateFieldsSchema>

export const SECOND_PROFILE_MESSAGE = 'this wallet already has a MeMap'

/** Profiles: registration (with its mint and reward), editing, and the public profile. */
export function profilesService(deps: {
  db: Db
  blobs: BlobStore
  uploads: DailyUploads
  onJobQueued: () => void
}) {
  const { db, blobs } = deps
  const repo = profilesRepo(db)
  const sections: ProfileSection<Record<string, unknown>>[] = []
  const visitsSeen = visitsSeenToday()

  const storeProfileImage = (file: Buffer | undefined) =>
    file ? storeImage(blobs, file, { maxSide: PROFILE_IMAGE_SIDE, field: 'file' }) : undefined

  /**
   * The profile query with every section's columns, compiled at the first read (once every
   * module has added its section), and where each section's values are in its rows.
   */
  let read: ReturnType<typeof compileRead> | undefined
  function compileRead() {
    const named = sections.map((section) => ({ section, columns: [] as Array<[string, string]> }))
    const query = compileProfileQuery(db, (view) =>
      named.flatMap(({ section, columns }, index) =>
        Object.entries(section.values(view)).map(([name, value]) => {
          const alias = `section${index}_${name}`
          columns.push([name, alias])
          return value.as(alias)
        }),
      ),
    )
    return { query, sections: named }
  }

  /** Writes the visit unless this process already did today; true when it is a new visitor. */
  async function recordVisit(target: Address, day: string, viewer: Address) {
    if (visitsSeen.has(day, target, viewer)) return false
    const added = await repo.recordVisit(target, day, viewer)
    visitsSeen.add(day, target, viewer)
    return added
  }

  /** Runs `write`, turning a race lost on a unique key into the conflict the caller expected. */
  async function uniquely<T>(write: () => Promise<T>, wallet: string, name: string): Promise<T> {
    try {
      return await write()
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
      if (await repo.findByWallet(wallet)) throw conflict(SECOND_PROFILE_MESSAGE)
      if (await repo.nameTaken(name, wallet)) throw conflict(NAME_TAKEN_MESSAGE)
      throw error
    }
  }

  return {
    /** Lets another module fill its part of the profile without the profiles module knowing it. */
    addSection<Values extends Record<string, unknown>>(section: ProfileSection<Values>) {
      if (read) throw new Error('profile sections are added before the first profile read')
      sections.push(section)
    },

    hasProfile: async (wallet: Address) => (await repo.findByWallet(wallet)) !== undefined,

    findByWallet: (wallet: string) => repo.findByWallet(wallet),

    /**
     * Each member's name, image, SNV and last update, as a query that another module joins on
     * `wallet_addr` in its own: a list of members is then one query.
     */
    cards: () => repo.cards(),

    /** A moderator's decision: the member can no longer sign in, and their profile is gone. */
    suspend: (wallet: Address, now = new Date()) => repo.suspend(wallet, now),
    isSuspended: (wallet: Address) => repo.isSuspended(wallet),
    /** Whether a profile shows the image under `key` (before its file is deleted). */
    showsImage: (key: string) => repo.showsImage(key),
    showingEmotions: repo.showingEmotions,

    nameTaken: (name: string) => repo.nameTaken(name),

    /** One profile per wallet: writes it, queues the MeMap mint and credits 30 Whoom, at once. */
    async register(fields: RegisterFields, file: Buffer | undefined, now = new Date()) {
      const wallet = fields.wallet_addr
      if (await repo.findByWallet(wallet)) throw conflict(SECOND_PROFILE_MESSAGE)
      if (await repo.nameTaken(fields.user_name)) throw conflict(NAME_TAKEN_MESSAGE)
      if (file) await deps.uploads.check(db, wallet, now)
      const image = await storeProfileImage(file)
      await uniquely(
        () =>
          withTransaction(db, async (trx) => {
            if (image) await deps.uploads.take(trx, wallet, now)
            await profilesRepo(trx).insert({
              wallet_addr: wallet,
              name: fields.user_name,
              name_key: nameKey(fields.user_name),
              description: fields.user_description,
              profile_image: image ?? null,
              // X and Telegram are linked only through their own sign-in (social-links), so that
              // nobody can claim another person's account; the form's values are not trusted.
              x: null,
              telegram: null,
              x_id: null,
              telegram_id: null,
              linkedin: fields.linkedin,
              custom_url: fields.custom_url,
              svn: 3,
              open_profile: 1,
              token_id: null,
              created_at: now.toISOString(),
              updated_at: now.toISOString(),
              suspended_at: null,
            })
            const mintKey = `mint_nft:${wallet}`
            const queued = await enqueueChainJob(
              trx,
              { kind: 'mint_nft', walletAddr: wallet, idempotencyKey: mintKey },
              now,
            )
            // A member who left and joins again still holds their MeMap NFT: not minted twice,
            // the new profile shows the one they have (a mint still on its way sets it itself).
            const minted = queued ? undefined : await confirmedResult(trx, mintKey)
            if (minted) await profilesRepo(trx).update(wallet, { token_id: minted })
            await postPoints(
              trx,
              {
                walletAddr: wallet,
                type: 'mint_nft',
                amount: ECONOMY.mintReward,
                idempotencyKey: `mint_nft:${wallet}`,
                notification: { actorAddr: wallet },
              },
              now,
            )
          }),
        wallet,
        fields.user_name,
      )
      deps.onJobQueued()
    },

    async update(fields: UpdateFields, file: Buffer | undefined, now = new Date()) {
      const wallet = fields.wallet_addr
      const user = await repo.findByWallet(wallet)
      if (!user) throw notFound('this wallet has no MeMap yet')
      if (await repo.nameTaken(fields.user_name, wallet)) throw conflict(NAME_TAKEN_MESSAGE)
      if (file) await deps.uploads.check(db, wallet, now)
      const image = await storeProfileImage(file)
      await uniquely(
        () =>
          withTransaction(db, async (trx) => {
            if (image) await deps.uploads.take(trx, wallet, now)
            await profilesRepo(trx).update(wallet, {
              name: fields.user_name,
              name_key: nameKey(fields.user_name),
              description: fields.user_description,
              custom_url: fields.custom_url,
              open_profile: fields.open_profile === 'Y' ? 1 : 0,
              svn: fields.svn,
              ...(image ? { profile_image: image } : {}),
              updated_at: now.toISOString(),
            })
          }),
        wallet,
        fields.user_name,
      )
    },

    async updateCustomUrl(wallet: Address, customUrl: string | null, now = new Date()) {
      if (!(await repo.findByWallet(wallet))) throw notFound('this wallet has no MeMap yet')
      await repo.update(wallet, { custom_url: customUrl, updated_at: now.toISOString() })
    },

    /**
     * The profile of `target` as `viewer` sees it; `signedIn` is the session's wallet. A
     * signed-in viewer other than the owner counts as one of today's visitors. One query reads
     * the profile and every section; a visit is written only the first time of the day.
     */
    async info(
      target: Address,
      viewer: Address | undefined,
      signedIn: Address | undefined,
      now = new Date(),
    ): Promise<UserInfo> {
      const view: ProfileView = {
        target,
        viewer,
        ownerIsViewing: signedIn === target,
        day: seoulDay(now),
      }
      read ??= compileRead()
      const row = await read.query({ target, viewer: viewer ?? target, day: view.day })
      if (!row) throw notFound('no MeMap for this wallet')
      let visitors = Number(row.visitors_on_day)
      if (signedIn && viewer === signedIn && viewer !== target) {
        if (await recordVisit(target, view.day, viewer)) visitors += 1
      }
      const info = toUserInfo(row, visitors)
      for (const { section, columns } of read.sections) {
        const values = Object.fromEntries(columns.map(([name, alias]) => [name, row[alias]]))
        const { IdentityGraph, ...rest } = section.toInfo(values, { ...view, user: row })
        Object.assign(info, rest)
        if (IdentityGraph) info.IdentityGraph.push(...IdentityGraph)
      }
      return info
    },

    findByTokenId: (tokenId: string) => repo.findByTokenId(tokenId),

    /** Links a verified X or Telegram account; one account belongs to one wallet at a time. */
    async linkAccount(wallet: Address, network: 'x' | 'telegram', id: string, handle: string) {
      if (!(await repo.findByWallet(wallet))) throw notFound('this wallet has no MeMap yet')
      const changes =
        network === 'x' ? { x: handle, x_id: id } : { telegram: handle, telegram_id: id }
      try {
        await repo.update(wallet, { ...changes, updated_at: new Date().toISOString() })
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw conflict(
            `this ${network === 'x' ? 'X' : 'Telegram'} account is linked to another MeMap`,
          )
        }
        throw error
      }
    },

    async unlinkAccount(wallet: Address, network: 'x' | 'telegram') {
      const changes =
        network === 'x' ? { x: null, x_id: null } : { telegram: null, telegram_id: null }
      await repo.update(wallet, { ...changes, updated_at: new Date().toISOString() })
    },
  }
}

export type ProfilesService = ReturnType<typeof profilesService>

function toUserInfo(user: UserRow, today: number): UserInfo {
  return {
    WalletAddr: user.wallet_addr as Address,
    Name: user.name,
    Description: user.description,
    ProfileImage: user.profile_image ? imageUrl(user.profile_image) : '',
    Svn: user.svn,
    OpenProfile: user.open_profile === 1,
    NftName: user.token_id ? `MeMap #${user.token_id}` : '',
    TokenId: user.token_id ?? '',
    X: user.x ?? '',
    Telegram: user.telegram ?? '',
    Linkedin: user.linkedin ?? '',
    CustomUrl: user.custom_url ?? '',
    Today: today,
    // The sections of other modules (emotions, friends, albums, badges) fill the rest.
    DailyLikes: 0,
    DailyCheers: 0,
    EmotionPostingStatus: false,
    UserEmotion: null,
    IdentityGraph: [],
    FriendType: 0,
    FriendDate: null,
    Blocked: false,
  }
}
