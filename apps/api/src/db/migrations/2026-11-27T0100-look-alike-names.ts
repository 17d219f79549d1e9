import { nameKey } from '@memap/shared/name-key'
import { type Kysely, sql } from 'kysely'
import { renameMember } from './renamed-member.ts'

// `name_key` now also makes equal the letters UTS #39 counts as look-alikes (`0` and `O`; `1`,
// `I` and `l`; `rn` and `m`) and leaves out spaces, `_` and `-` (packages/shared/src/name-key.ts).
// This writes every member's key anew. Where members now share one, the one who joined first
// keeps the name; each later one gets it with a number (`Bob Srnith 2`) and a notification, as
// 2026-11-25T0100 did. Most keys change, so they move through a scratch table in a few
// statements rather than one per member.

type Row = { wallet_addr: string; name: string; name_key: string; created_at: string }
const READ = 5000
/** Rows per insert: 4 values each, under either database's limit of bound values. */
const WRITE = 500

// biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as written, not as typed
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('look_alike_keys')
    .temporary()
    .addColumn('wallet_addr', 'text', (col) => col.primaryKey())
    .addColumn('name_key', 'text', (col) => col.notNull())
    // 0: keeps its key; 1: takes its new key; 2: loses the name to an earlier joiner.
    .addColumn('moves', 'integer', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('look_alike_keys_key')
    .on('look_alike_keys')
    .column('name_key')
    .execute()

  for (let after = ''; ; ) {
    const rows: Row[] = await db
      .selectFrom('users')
      .select(['wallet_addr', 'name', 'name_key', 'created_at'])
      .where('wallet_addr', '>', after)
      .orderBy('wallet_addr')
      .limit(READ)
      .execute()
    for (let start = 0; start < rows.length; start += WRITE) {
      const values = rows.slice(start, start + WRITE).map((row) => {
        const key = nameKey(row.name)
        return { wallet_addr: row.wallet_addr, name_key: key, moves: key === row.name_key ? 0 : 1 }
      })
      await db.insertInto('look_alike_keys').values(values).execute()
    }
    const last = rows.at(-1)
    if (!last || rows.length < READ) break
    after = last.wallet_addr
  }

  const shared: Row[] = await db
    .selectFrom('look_alike_keys as k')
    .innerJoin('users as u', 'u.wallet_addr', 'k.wallet_addr')
    .select(['u.wallet_addr', 'u.name', 'k.name_key', 'u.created_at'])
    .where(
      'k.name_key',
      'in',
      db
        .selectFrom('look_alike_keys')
        .select('name_key')
        .groupBy('name_key')
        .having(sql`count(*)`, '>', 1),
    )
    .execute()
  const groups = new Map<string, Row[]>()
  for (const row of shared) groups.set(row.name_key, [...(groups.get(row.name_key) ?? []), row])
  const losers = [...groups.values()].flatMap((members) =>
    members
      .sort(
        (a, b) =>
          a.created_at.localeCompare(b.created_at) || a.wallet_addr.localeCompare(b.wallet_addr),
      )
      .slice(1),
  )
  for (let start = 0; start < losers.length; start += WRITE) {
    const wallets = losers.slice(start, start + WRITE).map((row) => row.wallet_addr)
    await db
      .updateTable('look_alike_keys')
      .set({ moves: 2 })
      .where('wallet_addr', 'in', wallets)
      .execute()
  }

  // Every key that moves is parked first (names hold no `#`), so that no row meets the unique
  // index midway; then the new keys, all distinct by now, are written at once.
  const moving = (moves: number[]) =>
    db.selectFrom('look_alike_keys').select('wallet_addr').where('moves', 'in', moves)
  await db
    .updateTable('users')
    .set({ name_key: sql<string>`'#' || wallet_addr` })
    .where('wallet_addr', 'in', moving([1, 2]))
    .execute()
  await db
    .updateTable('users')
    .set((eb) => ({
      name_key: eb
        .selectFrom('look_alike_keys as k')
        .select('k.name_key')
        .whereRef('k.wallet_addr', '=', 'users.wallet_addr'),
    }))
    .where('wallet_addr', 'in', moving([1]))
    .execute()
  const now = new Date().toISOString()
  losers.sort((a, b) => a.created_at.localeCompare(b.created_at))
  for (const row of losers) {
    await renameMember(db, { wallet: row.wallet_addr, name: row.name, key: nameKey, now })
  }
  await db.schema.dropTable('look_alike_keys').execute()
}

// The earlier keys cannot be written back: the names they collided with are renamed.
export async function down(): Promise<void> {}
