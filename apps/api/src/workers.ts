import type { FastifyBaseLogger } from 'fastify'
import type { ChainContext } from './chain/context.ts'
import type { SignedJobs } from './chain/signed-jobs.ts'
import { startTxWorker, type TxWorker } from './chain/tx-worker.ts'
import type { ChainQueueConfig } from './config.ts'
import type { Db } from './db/database.ts'
import { relayedPurchaseHandler } from './modules/badges/relay-purchase.ts'
import { faucetHandler } from './modules/faucet/service.ts'
import { notifier } from './modules/notifications/service.ts'
import { mintNftHandler } from './modules/profiles/mint-nft.ts'
import { mintWhoomHandler } from './modules/withdrawals/mint-whoom.ts'

/** The background worker that sends the queued chain jobs, with each kind's handler. */
export function startChainWorker(deps: {
  db: Db
  chain: ChainContext
  queue: ChainQueueConfig
  signals: SignedJobs
  log: FastifyBaseLogger
}): TxWorker {
  return startTxWorker({
    ...deps,
    handlers: {
      mint_nft: mintNftHandler(deps.chain.contracts),
      mint_whoom: mintWhoomHandler({ contracts: deps.chain.contracts, notifier: notifier() }),
      faucet: faucetHandler,
      badge_purchase: relayedPurchaseHandler({
        db: deps.db,
        contracts: deps.chain.contracts,
        notifier: notifier(),
      }),
    },
  })
}
