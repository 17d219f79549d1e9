import type { FastifyBaseLogger } from 'fastify'
import type { ChainContext } from './chain/context.ts'
import type { JobHandler } from './chain/job-handler.ts'
import type { SignedJobs } from './chain/signed-jobs.ts'
import type { ChainJobKind } from './chain/tx-queue.ts'
import { startTxWorker, type TxWorker } from './chain/tx-worker.ts'
import type { ChainQueueConfig } from './config.ts'
import type { Db } from './db/database.ts'
import { badgeRefundHandler } from './modules/badges/refund-payment.ts'
import { relayedPurchaseHandler } from './modules/badges/relay-purchase.ts'
import { faucetHandler } from './modules/faucet/service.ts'
import { notifier } from './modules/notifications/service.ts'
import { mintNftHandler } from './modules/profiles/mint-nft.ts'
import { pushOutbox } from './modules/push/outbox.ts'
import { mintWhoomHandler } from './modules/withdrawals/mint-whoom.ts'

/**
 * Each kind of chain job's handler. With `pushes`, what they notify (a withdrawal paid) is pushed
 * to the member's devices too.
 */
export function chainJobHandlers(deps: {
  db: Db
  chain: ChainContext
  pushes?: boolean
}): Record<ChainJobKind, JobHandler> {
  const { contracts } = deps.chain
  const notices = notifier({ pushes: pushOutbox({ enabled: deps.pushes ?? false }) })
  return {
    mint_nft: mintNftHandler(contracts),
    mint_whoom: mintWhoomHandler({ contracts, notifier: notices }),
    faucet: faucetHandler,
    badge_purchase: relayedPurchaseHandler({ db: deps.db, contracts, notifier: notices }),
    badge_refund: badgeRefundHandler({ contracts, notifier: notices }),
  }
}

/** The background worker that sends the queued chain jobs, with each kind's handler. */
export function startChainWorker(deps: {
  db: Db
  chain: ChainContext
  queue: ChainQueueConfig
  signals: SignedJobs
  log: FastifyBaseLogger
  /** Whether Web Push is on (its VAPID keys set). */
  pushes?: boolean
}): TxWorker {
  return startTxWorker({ ...deps, handlers: chainJobHandlers(deps) })
}
