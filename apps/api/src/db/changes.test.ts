import { describe, expect, it } from 'vitest'
import { useTestDatabase } from '../test/database.ts'
import { type Change, recordChange, watchChanges, withTransaction } from './changes.ts'

describe('changes told after commit', () => {
  const t = useTestDatabase()

  const writeBalance = (db: typeof t.db, wallet: string) =>
    db.insertInto('point_balances').values({ wallet_addr: wallet, balance: 1 }).execute()

  it('tells the listeners once the transaction has committed, when the rows are visible', async () => {
    const heard: Array<{ changes: Change[]; visible: boolean }> = []
    const stop = watchChanges(t.db, (changes) => {
      heard.push({ changes, visible: false })
      const entry = heard.at(-1)
      void t.db
        .selectFrom('point_balances')
        .select('wallet_addr')
        .where('wallet_addr', '=', 'committed')
        .executeTakeFirst()
        .then((row) => {
          if (entry) entry.visible = row !== undefined
        })
    })
    await withTransaction(t.db, async (trx) => {
      await writeBalance(trx, 'committed')
      recordChange(trx, { walletAddr: 'committed' })
      recordChange(trx, { walletAddr: 'other' })
      expect(heard).toEqual([])
    })
    await new Promise((resolve) => setTimeout(resolve, 50))
    stop()
    expect(heard).toEqual([
      { changes: [{ walletAddr: 'committed' }, { walletAddr: 'other' }], visible: true },
    ])
  })

  it('tells nobody of a transaction that rolled back', async () => {
    const heard: Change[][] = []
    const stop = watchChanges(t.db, (changes) => heard.push(changes))
    await expect(
      withTransaction(t.db, async (trx) => {
        await writeBalance(trx, 'rolled-back')
        recordChange(trx, { walletAddr: 'rolled-back' })
        throw new Error('refused')
      }),
    ).rejects.toThrow('refused')
    stop()
    expect(heard).toEqual([])
  })

  it('tells at once of a change outside any transaction, and refuses one in a bare transaction', async () => {
    const heard: Change[][] = []
    const stop = watchChanges(t.db, (changes) => heard.push(changes))
    recordChange(t.db, { walletAddr: 'alone' })
    expect(heard).toEqual([[{ walletAddr: 'alone' }]])
    await expect(
      t.db.transaction().execute(async (trx) => recordChange(trx, { walletAddr: 'lost' })),
    ).rejects.toThrow(/withTransaction/)
    stop()
  })
})
