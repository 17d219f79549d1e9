import { describe, expect, it } from 'vitest'
import { useTestDatabase } from '../../test/database.ts'
import { testWallet } from '../../test/wallets.ts'
import { migrateToLatest } from '../migrate.ts'

describe('migration 2026-11-25T0100: names in their canonical form, keys as a person reads', () => {
  const t = useTestDatabase({ migrate: false })

  const member = (n: number, name: string, nameKey: string, joined: string) => ({
    wallet_addr: testWallet(n),
    name,
    name_key: nameKey,
    description: '',
    svn: 3,
    open_profile: 1,
    created_at: joined,
    updated_at: joined,
  })

  it('rewrites names, keeps the first joiner on a collision and renames the later one', async () => {
    await migrateToLatest(t.db, '2026-11-24T1000-unlogged-rate-limits')
    // Rows as the old rules let them in: the key was the name in lower case.
    const rows = [
      member(1, 'Ben Tester', 'ben tester', '2026-01-01T00:00:00.000Z'),
      member(2, ' Ben  Tester ', ' ben  tester ', '2026-01-02T00:00:00.000Z'),
      member(3, ' Early Bird', ' early bird', '2026-01-01T00:00:00.000Z'),
      member(4, 'early bird', 'early bird', '2026-01-03T00:00:00.000Z'),
      member(5, '한글 이름', '한글 이름', '2026-01-01T00:00:00.000Z'),
      member(6, 'Ben Tester 2', 'ben tester 2', '2026-01-05T00:00:00.000Z'),
      member(7, 'Twenty Characters Xy', 'twenty characters xy', '2026-01-01T00:00:00.000Z'),
      member(8, 'twenty  characters xy', 'twenty  characters xy', '2026-01-06T00:00:00.000Z'),
    ]
    await t.db.insertInto('users').values(rows).execute()

    await migrateToLatest(t.db, '2026-11-25T0100-canonical-names')

    const after = await t.db
      .selectFrom('users')
      .select(['wallet_addr', 'name', 'name_key'])
      .orderBy('wallet_addr')
      .execute()
    expect(after.map((row) => [row.name, row.name_key])).toEqual([
      ['Ben Tester', 'ben tester'],
      // Joined after 'Ben Tester'; 'Ben Tester 2' was taken, so 3.
      ['Ben Tester 3', 'ben tester 3'],
      // Joined first: keeps the name, now canonical.
      ['Early Bird', 'early bird'],
      // Had the key unchanged, but joined later.
      ['early bird 2', 'early bird 2'],
      ['한글 이름', '한글 이름'],
      ['Ben Tester 2', 'ben tester 2'],
      ['Twenty Characters Xy', 'twenty characters xy'],
      // Cut to fit 20 characters with its number.
      ['twenty characters 2', 'twenty characters 2'],
    ])
    const notes = await t.db
      .selectFrom('notifications')
      .select(['wallet_addr', 'type', 'info', 'value'])
      .orderBy('wallet_addr')
      .execute()
    expect(notes).toEqual([
      { wallet_addr: rows[1]?.wallet_addr, type: 'name_changed', info: 'Ben Tester 3', value: 0 },
      { wallet_addr: rows[3]?.wallet_addr, type: 'name_changed', info: 'early bird 2', value: 0 },
      {
        wallet_addr: rows[7]?.wallet_addr,
        type: 'name_changed',
        info: 'twenty characters 2',
        value: 0,
      },
    ])
  })
})
