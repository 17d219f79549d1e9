import { nameKey } from '@memap/shared/name-key'
import { describe, expect, it } from 'vitest'
import { useTestDatabase } from '../../test/database.ts'
import { testWallet } from '../../test/wallets.ts'
import { migrateToLatest } from '../migrate.ts'

describe('migration 2026-11-27T0100: keys that make look-alike names one', () => {
  const t = useTestDatabase({ migrate: false })

  // A row as the rules before it wrote it: the key was the name in NFKC and lower case.
  const member = (n: number, name: string, joined: string) => ({
    wallet_addr: testWallet(n),
    name,
    name_key: name.normalize('NFKC').toLowerCase(),
    description: '',
    svn: 3,
    open_profile: 1,
    created_at: `2026-01-${joined}T00:00:00.000Z`,
    updated_at: `2026-01-${joined}T00:00:00.000Z`,
  })

  it('rewrites every key, keeps the first joiner on a collision and numbers the later ones', async () => {
    await migrateToLatest(t.db, '2026-11-25T0500-moderation')
    const rows = [
      member(1, 'Bob Srnith', '03'),
      member(2, 'Bob Smith', '01'),
      member(3, 'Bob_Smith', '04'),
      member(4, 'B0b Smith', '02'),
      // Its key does not change, but it joined after 'Ann Lee', whose key becomes its own.
      member(5, 'AnnLee', '05'),
      member(6, 'Ann Lee', '01'),
      member(7, '한글 이름', '01'),
      member(8, 'Cleo', '01'),
      // Names without a letter, let in before: both keys become empty.
      member(9, '__', '01'),
      member(10, '--', '02'),
    ]
    await t.db.insertInto('users').values(rows).execute()

    await migrateToLatest(t.db)

    const after = await t.db
      .selectFrom('users')
      .select(['name', 'name_key'])
      .orderBy('wallet_addr')
      .execute()
    expect(after.map((row) => row.name)).toEqual([
      // 'Bob Srnith 2' was taken by then ('B0b Smith 2' joined before it), so 3.
      'Bob Srnith 3',
      'Bob Smith',
      'Bob_Smith 4',
      'B0b Smith 2',
      'AnnLee 2',
      'Ann Lee',
      '한글 이름',
      'Cleo',
      '__',
      '-- 2',
    ])
    for (const row of after) expect(row.name_key, row.name).toBe(nameKey(row.name))
    expect(after.find((row) => row.name === 'Bob Smith')?.name_key).toBe('bobsrnlth')
    const notes = await t.db
      .selectFrom('notifications')
      .select(['wallet_addr', 'type', 'info'])
      .orderBy('wallet_addr')
      .execute()
    const told = (n: number, info: string) => ({
      wallet_addr: rows[n - 1]?.wallet_addr,
      type: 'name_changed',
      info,
    })
    expect(notes).toEqual([
      told(1, 'Bob Srnith 3'),
      told(3, 'Bob_Smith 4'),
      told(4, 'B0b Smith 2'),
      told(5, 'AnnLee 2'),
      told(10, '-- 2'),
    ])
  })
})
