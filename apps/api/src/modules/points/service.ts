import type { Address } from '@memap/shared/address'
import type { Db } from '../../db/database.ts'
import { historyPage, type WithdrawalsOf } from './history.ts'
import { pointsRepo } from './repo.ts'

/** What the routes and the live stream read of a wallet's Whoom: its balance and history. */
export function pointsService(deps: { db: Db; withdrawalsOf: WithdrawalsOf }) {
  return {
    balanceOf: (walletAddr: Address) => pointsRepo(deps.db).balanceOf(walletAddr),
    historyPage: (walletAddr: Address, index: number) =>
      historyPage(deps.db, deps.withdrawalsOf, walletAddr, index),
  }
}

export type PointsService = ReturnType<typeof pointsService>
