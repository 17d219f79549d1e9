// A process that writes to the ledger until SIGTERM, as a running server would: Whoom transfers
// between the wallets named in WALLETS (comma-separated), each a debit and a credit through
// the ledger's post in one transaction, on the database of DATA_DIR or DATABASE_URL. The backup test
// takes its backups while this runs.

import { isAddressText } from '@memap/shared/address-text'
import { withTransaction } from '../db/changes.ts'
import { openDatabase } from '../db/database.ts'
import { InsufficientBalanceError } from '../errors.ts'
import { ledger } from './ledger.ts'

const wallets = (process.env.WALLETS ?? '').split(',').filter(Boolean)
if (wallets.length < 2 || !wallets.every(isAddressText)) {
  throw new Error('WALLETS names at least two wallets, each 0x and 40 hex digits')
}
const { db } = openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR ?? './data',
})

let stopping = false
process.once('SIGTERM', () => {
  stopping = true
})

const anyWallet = () =>
  wallets[Math.floor(Math.random() * wallets.length)] as (typeof wallets)[number]
for (let n = 0; !stopping; n++) {
  const from = anyWallet()
  const to = anyWallet()
  if (from === to) continue
  const amount = 1 + Math.floor(Math.random() * 5)
  const now = new Date()
  await withTransaction(db, async (trx) => {
    const key = `transfer:${process.pid}:${n}`
    const common = { type: 'friend_request' as const, notification: false as const }
    await ledger.post(
      trx,
      {
        ...common,
        walletAddr: from,
        amount: -amount,
        counterpart: to,
        idempotencyKey: `${key}:out`,
      },
      now,
    )
    await ledger.post(
      trx,
      { ...common, walletAddr: to, amount, counterpart: from, idempotencyKey: `${key}:in` },
      now,
    )
  }).catch((error) => {
    if (!(error instanceof InsufficientBalanceError)) throw error
  })
  // SQLite answers synchronously: let the signal in.
  await new Promise((resolve) => setImmediate(resolve))
}
await db.destroy()
