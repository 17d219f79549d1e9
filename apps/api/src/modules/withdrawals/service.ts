import { randomUUID } from 'node:crypto'
import type { Address } from '@memap/shared/address'
import { ECONOMY, WHOOM_DECIMALS } from '@memap/shared/economy'
import { enqueueChainJob, signedTransactionHash } from '../../chain/tx-queue.ts'
import { withTransaction } from '../../db/changes.ts'
import type { Db } from '../../db/database.ts'
import { AppError, badRequest, InsufficientBalanceError } from '../../errors.ts'
import type { PointsLedger } from '../points/ledger.ts'

// Under the web client's 10 s timeout, so that a slow signer answers 503, not a lost request.
const SIGNED_WAIT_MS = 7_000

/**
 * Withdrawal (PRODUCT.md §12): debits the whole balance, of which the fee stays behind, and
 * queues a Whoom mint of the rest, in one transaction. Answers the transaction hash once the
 * worker has signed it.
 */
export function withdrawalsService(deps: {
  db: Db
  ledger: PointsLedger
  onJobQueued: () => void
}) {
  const { db, ledger } = deps

  async function signedHash(jobKey: string): Promise<string> {
    const hash = await signedTransactionHash(db, jobKey, SIGNED_WAIT_MS)
    if (hash) return hash
    // The debit and the job are committed: the mint will go out, only later than we can wait.
    throw new AppError(503, 'the withdrawal is queued but not yet sent; check your wallet shortly')
  }

  return {
    async withdraw(wallet: Address, now = new Date()): Promise<string> {
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
      return signedHash(key)
    },
  }
}

export type WithdrawalsService = ReturnType<typeof withdrawalsService>
