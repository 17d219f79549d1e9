import type { Address } from '@memap/shared/address'
import {
  NAME_LOOK_ALIKE_MESSAGE,
  NAME_TAKEN_MESSAGE,
  PROFILE_IMAGE_SIDE,
} from '@memap/shared/rules'
import type { Db } from '../../db/database.ts'
import { isUniqueViolation } from '../../db/dialect.ts'
import { conflict } from '../../errors.ts'
import type { ImagePipeline } from '../../storage/images.ts'
import type { PointsLedger } from '../points/ledger.ts'
import type { ReadsService } from '../reads/service.ts'
import { type NameClash, profilesRepo } from './repo.ts'

export const SECOND_PROFILE_MESSAGE = 'this wallet already has a MeMap'

/** The refusal of a name that clashes with another member's. */
export const nameClash = (clash: NameClash) =>
  clash === 'taken'
    ? conflict('name_taken', NAME_TAKEN_MESSAGE)
    : conflict('name_look_alike', NAME_LOOK_ALIKE_MESSAGE)

/** What the profiles module is built from (app.ts). */
export interface ProfilesDeps {
  db: Db
  /** Reads and stores the pictures, each counted against the wallet's daily allowance. */
  images: ImagePipeline
  /** Pays the registration's reward. */
  ledger: PointsLedger
  /** Reads the public profile, over the tables of the modules that add to it. */
  reads: ReadsService
  /** A chain job (the MeMap mint) was queued: the queue looks at once. */
  onJobQueued: () => void
  /** How many profiles (and pairs of viewer and profile) stay in memory. */
  cacheEntries: number
}

/** What every use case of the module reads: its dependencies, its tables and two helpers. */
export interface ProfilesContext extends ProfilesDeps {
  repo: ReturnType<typeof profilesRepo>
  /** Stores the wallet's profile image, resized; none when no file came. */
  storeProfileImage(
    wallet: Address,
    file: Buffer | undefined,
    now: Date,
  ): Promise<string | undefined>
  /** Runs `write`, turning a race lost on a unique key into the conflict the caller expected. */
  uniquely<T>(write: () => Promise<T>, wallet: Address, name: string): Promise<T>
}

export function profilesContext(deps: ProfilesDeps): ProfilesContext {
  const repo = profilesRepo(deps.db)
  return {
    ...deps,
    repo,
    storeProfileImage: async (wallet, file, now) =>
      file
        ? deps.images.store(wallet, file, { maxSide: PROFILE_IMAGE_SIDE, field: 'file' }, now)
        : undefined,
    async uniquely(write, wallet, name) {
      try {
        return await write()
      } catch (error) {
        if (!isUniqueViolation(error)) throw error
        if (await repo.findByWallet(wallet)) throw conflict('memap_exists', SECOND_PROFILE_MESSAGE)
        const clash = await repo.nameClash(name, wallet)
        if (clash) throw nameClash(clash)
        throw error
      }
    },
  }
}
