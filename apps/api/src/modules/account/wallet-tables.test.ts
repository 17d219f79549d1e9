import { describe, expect, it } from 'vitest'
import { tableColumns } from '../../db/table-columns.ts'
import { MODULES } from '../../module-list.ts'
import { useTestDatabase } from '../../test/database.ts'
import { walletTables } from './wallet-tables.ts'

/** The tables each module declares, and those below the modules. */
const WALLET_TABLES = walletTables(MODULES)

/** A column that names a wallet: `*_addr`, and the ledger's counterpart. */
const namesWallet = (column: string) => /_addr$/.test(column) || column === 'counterpart'

describe('the tables that hold a wallet', () => {
  const t = useTestDatabase()

  it('are each written down with what export and leaving do with them', async () => {
    const schema = new Map(
      [...(await tableColumns(t.db))]
        .filter(([table]) => !table.startsWith('kysely_'))
        .map(([table, columns]) => [table, columns.filter(namesWallet)]),
    )
    const written = new Map(
      Object.entries(WALLET_TABLES).map(([table, entry]) => [
        table,
        entry === 'no wallet' ? [] : entry.columns,
      ]),
    )
    expect(Object.fromEntries(written)).toEqual(Object.fromEntries(schema))
  })

  it('remove only by columns they hold', () => {
    for (const entry of Object.values(WALLET_TABLES)) {
      if (entry === 'no wallet' || !('removes' in entry.leave)) continue
      for (const column of entry.leave.removes) expect(entry.columns).toContain(column)
    }
  })

  it('are each written down by one module', () => {
    const blocks = { name: 'blocks', walletTables: { blocks: 'no wallet' } } as const
    expect(() => walletTables([blocks, { ...blocks, name: 'friends' }])).toThrow(
      'the friends module writes blocks down again',
    )
  })
})
