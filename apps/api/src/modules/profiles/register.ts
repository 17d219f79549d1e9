import type { Address } from '@memap/shared/address'
import { ECONOMY } from '@memap/shared/economy'
import type { ActorField } from '@memap/shared/endpoint'
import { nameKey } from '@memap/shared/name-key'
import type { registerFieldsSchema } from '@memap/shared/profile'
import type { z } from 'zod'
import { confirmedResult, enqueueChainJob } from '../../chain/tx-queue.ts'
import { withTransaction } from '../../db/changes.ts'
import { conflict } from '../../errors.ts'
import { nameClash, type ProfilesContext, SECOND_PROFILE_MESSAGE } from './context.ts'
import { profilesRepo } from './repo.ts'

/** The key of a wallet's MeMap mint and of its joining reward: both happen once per wallet ever. */
const joiningKey = (wallet: Address) => `mint_nft:${wallet}`

/** The Whoom that joining would pay the wallet now: 30, or nothing when it was paid before. */
export const joinReward =
  ({ db, ledger }: ProfilesContext) =>
  async (wallet: Address): Promise<number> =>
    (await ledger.wasPosted(db, joiningKey(wallet))) ? 0 : ECONOMY.mintReward

/**
 * One profile per wallet: writes it, queues the MeMap mint and credits 30 Whoom, at once; the
 * reward once per wallet ever. Answers the reward paid.
 */
export const registerProfile =
  ({ db, repo, ledger, onJobQueued, storeProfileImage, uniquely }: ProfilesContext) =>
  async (
    wallet: Address,
    fields: Omit<z.output<typeof registerFieldsSchema>, ActorField>,
    file: Buffer | undefined,
    now = new Date(),
  ) => {
    if (await repo.findByWallet(wallet)) throw conflict('memap_exists', SECOND_PROFILE_MESSAGE)
    const clash = await repo.nameClash(fields.user_name)
    if (clash) throw nameClash(clash)
    const image = await storeProfileImage(wallet, file, now)
    const paid = await uniquely(
      () =>
        withTransaction(db, async (trx) => {
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
          const mintKey = joiningKey(wallet)
          const queued = await enqueueChainJob(
            trx,
            { kind: 'mint_nft', walletAddr: wallet, idempotencyKey: mintKey },
            now,
          )
          // A member who left and joins again still holds their MeMap NFT: not minted twice,
          // the new profile shows the one they have (a mint still on its way sets it itself).
          const minted = queued ? undefined : await confirmedResult(trx, mintKey)
          if (minted) await profilesRepo(trx).update(wallet, { token_id: minted })
          return ledger.post(
            trx,
            {
              walletAddr: wallet,
              type: 'mint_nft',
              amount: ECONOMY.mintReward,
              idempotencyKey: mintKey,
              notification: { actorAddr: wallet },
            },
            now,
          )
        }),
      wallet,
      fields.user_name,
    )
    onJobQueued()
    return paid ? ECONOMY.mintReward : 0
  }
