import type { Address } from '@memap/shared/address'
import type { LeavePart } from '../../core/account-parts.ts'
import { recordChange, withTransaction } from '../../db/changes.ts'
import type { Db } from '../../db/database.ts'
import { notFound } from '../../errors.ts'
import type { ForgetImage } from '../../storage/forget-image.ts'

/** Leaving MeMap: every module removes its part in one transaction, then the files go. */
export function accountService(deps: {
  db: Db
  isMember: (wallet: Address) => Promise<boolean>
  leaveParts: LeavePart[]
  forgetImage: ForgetImage
}) {
  return {
    async leave(wallet: Address, now = new Date()): Promise<void> {
      if (!(await deps.isMember(wallet))) throw notFound('no_memap', 'this wallet has no MeMap')
      const images = await withTransaction(deps.db, async (trx) => {
        const released: string[] = []
        for (const part of deps.leaveParts) released.push(...(await part(trx, wallet, now)))
        // The wallet's open streams look at their sessions, which have ended.
        recordChange(trx, { walletAddr: wallet })
        return released
      })
      for (const key of new Set(images)) await deps.forgetImage(key)
    },
  }
}

export type AccountService = ReturnType<typeof accountService>
