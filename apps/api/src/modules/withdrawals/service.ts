import { randomUUID } from 'node:crypto'
import type { Address } from '@memap/shared/address'
import { ECONOMY, WHOOM_DECIMALS } from '@memap/shared/economy'
import type { WithdrawalDetails } from '@memap/shared/points'
import type { SignedJobs } from '../../chain/signed-jobs.ts'
import { enqueueChainJob, signedTransactionHash } from '../../chain/tx-queue.ts'
import { withTransaction } from '../../db/changes.ts'
import type { Db } from '../../db/database.ts'
import { badRequest, InsufficientBalanceError } from '../../errors.ts'
import type { PointsLedger } from '../points/ledger.ts'
import { withdrawalsRepo } from './repo.ts'

// Under the web client's 10 s timeout. The worker signs without asking the chain, so a hash is
// there within a round; only an instance that holds the signer and stopped answering delays it.
const SIGNED_WAIT_MS = 7_000

/**
 * Withdrawal (PRODUCT.md §12): debits `amount` Whoom and the fee (without an amount, the whole
 * balance, of which the fee stays behind), records the withdrawal pending, and queues a Whoom
 * mint of the amount, in one transaction. Answers the transaction hash once the worker has signed
 * it, or undefined when no worker signed it within the wait: the withdrawal is accepted all the
 * same, and paid once a worker runs.
 */
export function withdrawalsService(deps: {
  db: Db
  ledger: PointsLedger
  signals: SignedJobs
  onJobQueued: () => void
}) {
  const { db, ledger } = deps
  const fee = ECONOMY.withdrawalFee

  return {
    async withdraw(
      wallet: Address,
      amount?: number,
      now = new Date(),
    ): Promise<string | undefined> {
      const balance = await ledger.balanceOf(db, wallet)
      if (balance <= fee) {
        throw badRequest(
          'nothing_to_withdraw',
          'nothing to withdraw: the balance must be more than 1 Whoom',
        )
      }
      if (amount !== undefined && amount > balance - fee) {
        throw badRequest(
          'withdraw_amount_too_high',
          `amount: at most ${balance - fee} Whoom can be withdrawn (the balance less the ${fee} Whoom fee)`,
          { field: 'amount', values: { max: balance - fee, fee } },
        )
      }
      const received = amount ?? balance - fee
      const key = `withdraw:${randomUUID()}`
      await withTransaction(db, async (trx) => {
        // The debit is conditional on the balance it needs: a concurrent spend refuses it.
        try {
          await ledger.post(
            trx,
            {
              walletAddr: wallet,
              type: 'withdraw',
              amount: -(received + fee),
              idempotencyKey: key,
            },
            now,
          )
        } catch (error) {
          if (error instanceof InsufficientBalanceError)
            throw badRequest('balance_changed', 'the balance changed; try again')
          throw error
        }
        await withdrawalsRepo(trx).insert({
          wallet_addr: wallet,
          amount: received + fee,
          fee,
          job_key: key,
          created_at: now.toISOString(),
        })
        await enqueueChainJob(
          trx,
          {
            kind: 'mint_whoom',
            walletAddr: wallet,
            amount: BigInt(received) * 10n ** BigInt(WHOOM_DECIMALS),
            idempotencyKey: key,
          },
          now,
        )
      })
      deps.onJobQueued()
      return signedTransactionHash(db, deps.signals, key, SIGNED_WAIT_MS)
    },

    /**
     * The withdrawals behind ledger keys, for the history: what reached (or will reach) the
     * wallet, the fee, and whether it is paid, with the transaction that paid it.
     */
    async detailsOf(jobKeys: string[]): Promise<Map<string, WithdrawalDetails>> {
      const rows = await withdrawalsRepo(db).byJobKeys(jobKeys)
      return new Map(
        rows.map((row) => [
          row.job_key,
          {
            Status: row.status,
            Received: row.amount - row.fee,
            Fee: row.fee,
            TxHash: row.tx_hash ?? '',
          },
        ]),
      )
    },
  }
}

export type WithdrawalsService = ReturnType<typeof withdrawalsService>
