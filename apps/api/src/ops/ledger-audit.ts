import { sql } from 'kysely'
import type { Db } from '../db/database.ts'

/**
 * Checks the Whoom ledger's invariants (PRODUCT.md §12) and answers every breach found, one
 * sentence each; none means the ledger is sound: every balance equals the sum of its wallet's
 * ledger rows (a wallet without a balance row has rows summing to zero), no balance is
 * negative, and no idempotency key was posted twice.
 */
export async function auditLedger(db: Db): Promise<string[]> {
  const problems: string[] = []
  const sums = await db
    .selectFrom('point_ledger')
    .select(['wallet_addr', sql<string>`sum(amount)`.as('total')])
    .groupBy('wallet_addr')
    .execute()
  const balances = await db
    .selectFrom('point_balances')
    .select(['wallet_addr', 'balance'])
    .execute()
  const ledger = new Map(sums.map((row) => [row.wallet_addr, Number(row.total)]))
  for (const { wallet_addr, balance } of balances) {
    if (balance < 0) problems.push(`${wallet_addr} has a negative balance: ${balance}`)
    const total = ledger.get(wallet_addr) ?? 0
    if (total !== balance) {
      problems.push(`${wallet_addr} has a balance of ${balance} but ledger rows of ${total}`)
    }
    ledger.delete(wallet_addr)
  }
  for (const [wallet, total] of ledger) {
    if (total !== 0) problems.push(`${wallet} has ledger rows of ${total} but no balance`)
  }
  const repeated = await db
    .selectFrom('point_ledger')
    .select(['idempotency_key', (eb) => eb.fn.countAll<string>().as('times')])
    .groupBy('idempotency_key')
    .having((eb) => eb.fn.countAll(), '>', 1)
    .execute()
  for (const { idempotency_key, times } of repeated) {
    problems.push(`the idempotency key ${idempotency_key} was posted ${times} times`)
  }
  return problems
}
