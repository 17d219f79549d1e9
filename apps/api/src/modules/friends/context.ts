import type { Address } from '@memap/shared/address'
import { ECONOMY } from '@memap/shared/economy'
import type { friendSchema } from '@memap/shared/friends'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import { type AppError, conflict } from '../../errors.ts'
import { imageUrl } from '../../storage/images.ts'
import type { BlocksService } from '../blocks/service.ts'
import type { Notifier } from '../notifications/service.ts'
import type { PointsLedger } from '../points/ledger.ts'
import type { ProfilesService } from '../profiles/service.ts'
import type { MemberRow, ReadsService } from '../reads/service.ts'
import { friendsRepo } from './repo.ts'

/** What the friends module is built from (app.ts). */
export interface FriendsDeps {
  db: Db
  profiles: ProfilesService
  blocks: BlocksService
  /** A request's hold, refund and payment, and a friendship's end fee. */
  ledger: PointsLedger
  notifier: Notifier
  /** The friend list and the recommendations, which join the profiles' and blocks' tables. */
  reads: ReadsService
}

/** What every use case of the module reads: its dependencies, its tables and two checks. */
export interface FriendsContext extends FriendsDeps {
  repo: ReturnType<typeof friendsRepo>
  /** The wallet's profile, or `missing()` thrown. */
  member(wallet: Address, missing: () => AppError): Promise<{ name: string; svn: number }>
  /** Refuses (409) when one of the wallets already has the most friends a member may have. */
  requireRoom(...wallets: Address[]): Promise<void>
}

export function friendsContext(deps: FriendsDeps): FriendsContext {
  const repo = friendsRepo(deps.db)
  return {
    ...deps,
    repo,
    async member(wallet, missing) {
      const user = await deps.profiles.findByWallet(wallet)
      if (!user) throw missing()
      return user
    },
    async requireRoom(...wallets) {
      for (const wallet of wallets) {
        if ((await repo.countFriends(wallet)) >= ECONOMY.friendLimit) {
          throw conflict(
            'friend_limit',
            `a member may have at most ${ECONOMY.friendLimit} friends`,
            { values: { limit: ECONOMY.friendLimit } },
          )
        }
      }
    },
  }
}

type Friend = z.output<typeof friendSchema>

export const toFriend = (row: MemberRow): Friend => ({
  WalletAddr: row.wallet_addr,
  UserName: row.name,
  ProfileImage: row.profile_image ? imageUrl(row.profile_image) : '',
  UpdateAt: row.update_at,
  Svn: row.svn,
  FriendType: Number(row.friend_type) as Friend['FriendType'],
})
