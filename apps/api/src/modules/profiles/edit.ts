import type { Address } from '@memap/shared/address'
import type { ActorField } from '@memap/shared/endpoint'
import { nameKey } from '@memap/shared/name-key'
import type { updateFieldsSchema } from '@memap/shared/profile'
import type { z } from 'zod'
import { withTransaction } from '../../db/changes.ts'
import { notFound } from '../../errors.ts'
import { nameClash, type ProfilesContext } from './context.ts'
import { profilesRepo } from './repo.ts'

/** The member edits their MeMap: name, description, links, privacy, SNV and image. */
export const updateProfile =
  ({ db, repo, storeProfileImage, uniquely }: ProfilesContext) =>
  async (
    wallet: Address,
    fields: Omit<z.output<typeof updateFieldsSchema>, ActorField>,
    file: Buffer | undefined,
    now = new Date(),
  ) => {
    const user = await repo.findByWallet(wallet)
    if (!user) throw notFound('no_memap', 'this wallet has no MeMap yet')
    const clash = await repo.nameClash(fields.user_name, wallet)
    if (clash) throw nameClash(clash)
    const image = await storeProfileImage(wallet, file, now)
    await uniquely(
      () =>
        withTransaction(db, async (trx) => {
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
  }

/** Sets (or clears) the member's custom link alone. */
export const updateCustomUrl =
  ({ repo }: ProfilesContext) =>
  async (wallet: Address, customUrl: string | null, now = new Date()) => {
    if (!(await repo.findByWallet(wallet)))
      throw notFound('no_memap', 'this wallet has no MeMap yet')
    await repo.update(wallet, { custom_url: customUrl, updated_at: now.toISOString() })
  }
