import type { Address } from '@memap/shared/address'
import type { Db } from './database.ts'
import { isRetryableAbort } from './dialect.ts'

/**
 * What happened to a wallet in a committed write: it has a new notification, its balance
 * changed, or something its profile or its sessions show changed. The live event stream
 * (modules/events) tells the wallet's open streams, and every instance drops what it keeps in
 * memory of the wallet (profiles, sessions); the rows themselves stay the source of truth, so a
 * change carries only the wallet.
 */
export interface Change {
  walletAddr: Address
}

type ChangeListener = (changes: Change[]) => void

/** The changes of each open transaction, by its Kysely transaction object. */
const openTransactions = new WeakMap<Db, { root: Db; changes: Change[] }>()
const listeners = new WeakMap<Db, Set<ChangeListener>>()

/** Attempts at a transaction PostgreSQL aborts to break a deadlock. */
const ATTEMPTS = 4

/**
 * Runs `work` in a transaction and, once it has committed, hands the changes it recorded to the
 * listeners of `db`: a listener never hears of a write that rolled back, nor of one before it
 * is visible to other connections.
 *
 * Two writes that lock the same rows (balances, a reader's notifications) in opposite orders can
 * deadlock on PostgreSQL, which then aborts one of them; that one changed nothing and is run
 * again, after a short random wait, so that the member sees a slower answer rather than an error.
 * `work` must therefore only write through `trx` (it does: files are stored before).
 */
export async function withTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const changes: Change[] = []
    try {
      const result = await db.transaction().execute((trx) => {
        openTransactions.set(trx, { root: db, changes })
        return work(trx)
      })
      if (changes.length > 0) emit(db, changes)
      return result
    } catch (error) {
      if (attempt >= ATTEMPTS || !isRetryableAbort(error)) throw error
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt))
    }
  }
}

/**
 * Records that a wallet changed, inside `withTransaction()` (told after the commit) or outside any
 * transaction (told at once: the write has committed by itself).
 */
export function recordChange(db: Db, change: Change): void {
  if (!db.isTransaction) {
    emit(db, [change])
    return
  }
  const open = openTransactions.get(db)
  // A transaction opened without transaction() would lose its changes: fail loudly instead.
  if (!open)
    throw new Error('a change was recorded in a transaction not opened by withTransaction()')
  open.changes.push(change)
}

/** Calls `listener` with the changes of every committed write on `db`; answers how to stop. */
export function watchChanges(db: Db, listener: ChangeListener): () => void {
  let set = listeners.get(db)
  if (!set) {
    set = new Set()
    listeners.set(db, set)
  }
  set.add(listener)
  return () => set.delete(listener)
}

function emit(db: Db, changes: Change[]) {
  for (const listener of listeners.get(db) ?? []) listener(changes)
}
