import { describe, expect, it } from 'vitest'
import { useTestDatabase } from '../../test/database.ts'
import { testWallet } from '../../test/wallets.ts'
import { migrateToLatest } from '../migrate.ts'

describe('migration 2026-11-27T0200: the album slots each wallet was paid for', () => {
  const t = useTestDatabase({ migrate: false })

  let key = 0
  const posting = (n: number, type: 'album_posting' | 'album_update' | 'emotion_posting') => ({
    wallet_addr: testWallet(n),
    type,
    amount: type === 'album_update' ? -10 : 5,
    idempotency_key: `test:${++key}`,
    created_at: '2026-11-26T00:00:00.000Z',
  })

  it('counts paid uploads less charged deletes from the ledger, from 0 to 9', async () => {
    await migrateToLatest(t.db, '2026-11-25T0500-moderation')
    const rows = [
      ...Array.from({ length: 3 }, () => posting(1, 'album_posting')),
      posting(1, 'album_update'),
      // Uploads, leaving and uploading again, before the rule: more than nine paid.
      ...Array.from({ length: 12 }, () => posting(2, 'album_posting')),
      posting(3, 'album_posting'),
      posting(3, 'album_update'),
      posting(3, 'album_update'),
      posting(4, 'emotion_posting'),
    ]
    await t.db.insertInto('point_ledger').values(rows).execute()

    await migrateToLatest(t.db)

    const paid = await t.db
      .selectFrom('album_slot_rewards')
      .select(['wallet_addr', 'paid'])
      .orderBy('wallet_addr')
      .execute()
    expect(paid).toEqual([
      { wallet_addr: testWallet(1), paid: 2 },
      { wallet_addr: testWallet(2), paid: 9 },
      { wallet_addr: testWallet(3), paid: 0 },
    ])
  })
})
