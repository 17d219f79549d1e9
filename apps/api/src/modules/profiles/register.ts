import { ECONOMY } from '@memap/shared/economy'
import type { registerFieldsSchema } from '@memap/shared/profile'
import { NAME_TAKEN_MESSAGE, nameKey } from '@memap/shared/rules'
import type { z } from 'zod'
import { confirmedResult, enqueueChainJob } from '../../chain/tx-queue.ts'
import { withTransaction } from '../../db/changes.ts'
import { conflict } from '../../errors.ts'
import { postPoints } from '../points/service.ts'
import { type ProfilesContext, SECOND_PROFILE_MESSAGE } from './context.ts'
import { profilesRepo } from './repo.ts'

/** One profile per wallet: writes it, queues the MeMap mint and credits 30 Whoom, at once. */
export const registerProfile =
  ({ db, repo, uploads, onJobQueued, storeProfileImage, uniquely }: ProfilesContext) =>
  async (
    fields: z.output<typeof registerFieldsSchema>,
    file: Buffer | undefined,
    now = new Date(),
  ) => {
    const wallet = fields.wallet_addr
    if (await repo.findByWallet(wallet)) throw conflict(SECOND_PROFILE_MESSAGE)
    if (await repo.nameTaken(fields.user_name)) throw conflict(NAME_TAKEN_MESSAGE)
    if (file) await uploads.check(db, wallet, now)
    const image = await storeProfileImage(file)
    await uniquely(
      () =>
        withTransaction(db, async (trx) => {
          if (image) await uploads.take(trx, wallet, now)
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
    onJobQueued()
  }
