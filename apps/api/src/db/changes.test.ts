import type { Address } from '@memap/shared/address'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { useTestDatabase } from '../test/database.ts'
import { testWallet } from '../test/wallets.ts'
import { type Change, recordChange, watchChanges, withTransaction } from './changes.ts'

describe('changes told after commit', () => {
  const t = useTestDatabase()
  const committed = testWallet(1)
  const other = testWallet(2)
  const rolledBack = testWallet(3)
  const alone = testWallet(4)
  const lost = testWallet(5)

  const writeBalance = (db: typeof t.db, wallet: Address) =>
    db.insertInto('point_balances').values({ wallet_addr: wallet, balance: 1 }).execute()

  it('tells the listeners once the transaction has committed, when the rows are visible', async () => {
    const heard: Array<{ changes: Change[]; visible: boolean }> = []
    const stop = watchChanges(t.db, (changes) => {
      heard.push({ changes, visible: false })
      const entry = heard.at(-1)
      void t.db
        .selectFrom('point_balances')
        .select('wallet_addr')
        .where('wallet_addr', '=', committed)
        .executeTakeFirst()
        .then((row) => {
          if (entry) entry.visible = row !== undefined
        })
    })
    await withTransaction(t.db, async (trx) => {
      await writeBalance(trx, committed)
      recordChange(trx, { walletAddr: committed })
      recordChange(trx, { walletAddr: other })
      expect(heard).toEqual([])
    })
    await new Promise((resolve) => setTimeout(resolve, 50))
    stop()
    expect(heard).toEqual([
      { changes: [{ walletAddr: committed }, { walletAddr: other }], visible: true },
    ])
  })

  it('tells nobody of a transaction that rolled back', async () => {
    const heard: Change[][] = []
    const stop = watchChanges(t.db, (changes) => heard.push(changes))
    await expect(
      withTransaction(t.db, async (trx) => {
        await writeBalance(trx, rolledBack)
        recordChange(trx, { walletAddr: rolledBack })
        throw new Error('refused')
      }),
    ).rejects.toThrow('refused')
    stop()
    expect(heard).toEqual([])
  })

  it('tells at once of a change outside any transaction, and refuses one in a bare transaction', async () => {
    const heard: Change[][] = []
    const stop = watchChanges(t.db, (changes) => heard.push(changes))
    recordChange(t.db, { walletAddr: alone })
    expect(heard).toEqual([[{ walletAddr: alone }]])
    await expect(
      t.db.transaction().execute(async (trx) => recordChange(trx, { walletAddr: lost })),
    ).rejects.toThrow(/withTransaction/)
    stop()
  })
})

// Deadlocks are PostgreSQL's (SQLite has one writer at a time): the api-postgres run covers it.
if (process.env.TEST_DB === 'postgres') {
  describe('a deadlock on PostgreSQL', () => {
    const t = useTestDatabase()

    it('runs the transaction PostgreSQL aborted again, so that both writes succeed', async () => {
      // Two writes that take the same two locks in opposite orders, each waiting for the other to
      // hold its first: PostgreSQL aborts one, which withTransaction runs again.
      let holding = 0
      let bothHold: () => void = () => {}
      const together = new Promise<void>((resolve) => {
        bothHold = resolve
      })
      const attempts = { first: 0, second: 0 }
      const wallets = { first: testWallet(1), second: testWallet(2) }
      const write = (name: 'first' | 'second', locks: [number, number]) =>
        withTransaction(t.db, async (trx) => {
          attempts[name]++
          await sql`select pg_advisory_xact_lock(${locks[0]})`.execute(trx)
          if (attempts[name] === 1) {
            holding++
            if (holding === 2) bothHold()
            await together
          }
          await sql`select pg_advisory_xact_lock(${locks[1]})`.execute(trx)
          recordChange(trx, { walletAddr: wallets[name] })
          return name
        })
      const heard: Change[][] = []
      const stop = watchChanges(t.db, (changes) => heard.push(changes))
      expect(await Promise.all([write('first', [71, 72]), write('second', [72, 71])])).toEqual([
        'first',
        'second',
      ])
      stop()
      expect(attempts.first + attempts.second).toBe(3)
      // The aborted attempt told nobody; each write was told once.
      expect(
        heard
          .flat()
          .map((change) => change.walletAddr)
          .sort(),
      ).toEqual([wallets.first, wallets.second])
    })
  })
}
