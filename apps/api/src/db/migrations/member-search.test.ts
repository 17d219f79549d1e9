import { searchTerms } from '@memap/shared/search-terms'
import { describe, expect, it } from 'vitest'
import { useTestDatabase } from '../../test/database.ts'
import { testWallet } from '../../test/wallets.ts'
import { migrateToLatest } from '../migrate.ts'

describe('migration 2026-11-27T0400: the search terms of the members who joined before', () => {
  const t = useTestDatabase({ migrate: false })

  it("writes every member's terms from their name, in batches past the first", async () => {
    await migrateToLatest(t.db, '2026-11-27T0300-signed-badge-purchases')
    const names = ['김민수', 'Bob Finder', ...Array.from({ length: 5001 }, (_, k) => `Member ${k}`)]
    const rows = names.map((name, n) => ({
      wallet_addr: testWallet(n),
      name,
      name_key: name.toLowerCase(),
      description: '',
      svn: 3,
      open_profile: 1,
      created_at: '2026-11-26T00:00:00.000Z',
      updated_at: '2026-11-26T00:00:00.000Z',
    }))
    for (let i = 0; i < rows.length; i += 1000) {
      await t.db
        .insertInto('users')
        .values(rows.slice(i, i + 1000))
        .execute()
    }

    await migrateToLatest(t.db)

    const terms = await t.db
      .selectFrom('member_search_terms')
      .select(['wallet_addr', 'part', 'term'])
      .execute()
    const expected = rows.flatMap((row) =>
      searchTerms(row.name).map((term) => ({ wallet_addr: row.wallet_addr, ...term })),
    )
    const key = (row: { wallet_addr: string; part: number; term: string }) =>
      `${row.wallet_addr} ${row.part} ${row.term}`
    expect(terms.map(key).sort()).toEqual(expected.map(key).sort())
    expect(terms.filter((row) => row.wallet_addr === rows[0]?.wallet_addr)).toHaveLength(6)
  })
})
