import { randomUUID } from 'node:crypto'
import type { Address } from '@memap/shared/address'
import { ECONOMY, WHOOM_DECIMALS } from '@memap/shared/economy'
import type { SignedJobs } from '../../chain/signed-jobs.ts'
import { enqueueChainJob, signedTransactionHash } from '../../chain/tx-queue.ts'
import { withTransaction } from '../../db/changes.ts'
import type { Db } from '../../db/database.ts'
import { badRequest, InsufficientBalanceError } from '../../errors.ts'
import type { PointsLedger } from '../points/ledger.ts'

// Under the web client's 10 s timeout. The worker signs without asking the chain, so a hash is
// there within a round; only an instance that holds the signer and stopped answering delays it.
const SIGNED_WAIT_MS = 7_000

/**
 * Withdrawal (PRODUCT.md §12): debits the whole balance, of which the fee stays behind, and
 * queues a Whoom mint of the rest, in one transaction. Answers the transaction hash once the
 * worker has signed it, or undefined when no worker signed it within the wait: the withdrawal is
 * accepted all the same, and paid once a worker runs.
 */
export function withdrawalsService(deps: {
  db: Db
  ledger: PointsLedger
  signals: SignedJobs
  onJobQueued: () => void
}) {
  const { db, ledger } = deps

  return {
    async withdraw(wallet: Address, now = new Date()): Promise<string | undefined> {
      const balance = await ledger.balanceOf(db, wallet)
      if (balance <= ECONOMY.withdrawalFee)
        throw badRequest('nothing to withdraw: the balance must be more than 1 Whoom')
      const key = `withdraw:${randomUUID()}`
      const available = BigInt(balance - ECONOMY.withdrawalFee) * 10n ** BigInt(WHOOM_DECIMALS)
      await withTransaction(db, async (trx) => {
        // The debit is conditional on the balance read above: a concurrent change refuses it.
        try {
          await ledger.post(
            trx,
            { walletAddr: wallet, type: 'withdraw', amount: -balance, idempotencyKey: key },
            now,
          )
        } catch (error) {
          if (error instanceof InsufficientBalanceError)
            throw badRequest('the balance changed; try again')
          throw error
        }
        await enqueueChainJob(
          trx,
          { kind: 'mint_whoom', walletAddr: wallet, amount: available, idempotencyKey: key },
          now,
        )
      })
      deps.onJobQueued()
      return signedTransactionHash(db, deps.signals, key, SIGNED_WAIT_MS)
    },
  }
}

export type WithdrawalsService = ReturnType<typeof withdrawalsService>
