import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { useTestDatabase } from '../../test/database.ts'
import { migrateToLatest } from '../migrate.ts'

describe('migration 2026-11-25T0300: sessions a member can see', () => {
  const t = useTestDatabase({ migrate: false })

  it('gives open sessions an opaque id and a last use, and keeps them signed in', async () => {
    await migrateToLatest(t.db, '2026-11-25T0200-notification-reads')
    const opened = '2026-11-20T08:00:00.000Z'
    const hashes = ['one', 'two'].map((id) => createHash('sha256').update(id).digest('hex')).sort()
    // Written as the old schema wrote them.
    await t.db
      // biome-ignore lint/suspicious/noExplicitAny: the table as it was before the migration
      .insertInto('sessions' as any)
      .values(
        hashes.map((hash) => ({
          id_hash: hash,
          wallet_addr: '0x0000000000000000000000000000000000000001',
          created_at: opened,
          expires_at: '2999-01-01T00:00:00.000Z',
          revoked_at: null,
        })),
      )
      .execute()

    await migrateToLatest(t.db)

    const rows = await t.db
      .selectFrom('sessions')
      .select(['id_hash', 'public_id', 'last_seen_at', 'user_agent', 'revoked_at'])
      .orderBy('id_hash')
      .execute()
    expect(rows.map((row) => row.last_seen_at)).toEqual([opened, opened])
    expect(rows.map((row) => row.revoked_at)).toEqual([null, null])
    expect(rows.map((row) => row.user_agent)).toEqual([null, null])
    expect(rows.map((row) => row.public_id)).toEqual(hashes.map((hash) => hash.slice(32)))
    // The id is not the hash the cookie is looked up by.
    for (const row of rows) expect(row.id_hash.startsWith(row.public_id)).toBe(false)
  })
})
