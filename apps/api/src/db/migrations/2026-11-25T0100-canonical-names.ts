import { canonicalName } from '@memap/shared/rules'
import type { Kysely } from 'kysely'
import { renameMember } from './renamed-member.ts'

// Names are stored in their canonical form (NFC, single inner spaces, none at the ends), and
// `name_key` now makes equal what a person reads as the same name (case, normalization forms,
// full and half width, spacing), no longer letter case alone. This rewrites the stored rows by
// the shared rules (packages/shared/src/rules.ts). Where two members now have one key, the one
// who joined first keeps the name; each later one gets it with a number (`Ann 2`) and a
// notification saying so.

type Row = { wallet_addr: string; name: string; name_key: string; created_at: string }
/** The key as this migration wrote it: a later rule of the key must not change what it did. */
const nameKey = (name: string) => canonicalName(canonicalName(name).normalize('NFKC').toLowerCase())
const BATCH = 5000
/** A key no name can have (names hold no `#`): holds a row's place while keys move. */
const parked = (wallet: string) => `#${wallet}`

// biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as written, not as typed
export async function up(db: Kysely<any>): Promise<void> {
  const changed = await rowsToRewrite(db)
  if (changed.length === 0) return
  const groups = new Map<string, Row[]>()
  for (const row of changed) {
    const key = nameKey(row.name)
    groups.set(key, [...(groups.get(key) ?? []), { ...row, name: canonicalName(row.name) }])
  }
  const winners: Row[] = []
  const losers: Row[] = []
  for (const [key, rows] of groups) {
    // A member whose row needs no rewriting may already hold the key.
    const holder: Row | undefined = await db
      .selectFrom('users')
      .select(['wallet_addr', 'name', 'name_key', 'created_at'])
      .where('name_key', '=', key)
      .executeTakeFirst()
    const members = [...rows, ...(holder ? [holder] : [])].sort(
      (a, b) =>
        a.created_at.localeCompare(b.created_at) || a.wallet_addr.localeCompare(b.wallet_addr),
    )
    const [first, ...later] = members as [Row, ...Row[]]
    if (first !== holder) winners.push(first)
    losers.push(...later)
  }
  // Every key that moves is parked first, so no step meets the unique index midway.
  for (const row of [...winners, ...losers]) {
    await db
      .updateTable('users')
      .set({ name_key: parked(row.wallet_addr) })
      .where('wallet_addr', '=', row.wallet_addr)
      .execute()
  }
  for (const row of winners) {
    await db
      .updateTable('users')
      .set({ name: row.name, name_key: nameKey(row.name) })
      .where('wallet_addr', '=', row.wallet_addr)
      .execute()
  }
  const now = new Date().toISOString()
  losers.sort((a, b) => a.created_at.localeCompare(b.created_at))
  for (const row of losers) {
    await renameMember(db, { wallet: row.wallet_addr, name: row.name, key: nameKey, now })
  }
}

/** The rows whose name or key is not as the rules write them now, read in batches. */
// biome-ignore lint/suspicious/noExplicitAny: see above
async function rowsToRewrite(db: Kysely<any>): Promise<Row[]> {
  const changed: Row[] = []
  let after = ''
  for (;;) {
    const rows: Row[] = await db
      .selectFrom('users')
      .select(['wallet_addr', 'name', 'name_key', 'created_at'])
      .where('wallet_addr', '>', after)
      .orderBy('wallet_addr')
      .limit(BATCH)
      .execute()
    for (const row of rows) {
      if (canonicalName(row.name) !== row.name || nameKey(row.name) !== row.name_key) {
        changed.push(row)
      }
    }
    const last = rows.at(-1)
    if (!last || rows.length < BATCH) return changed
    after = last.wallet_addr
  }
}

// Names cannot be un-rewritten: the old forms are not kept.
export async function down(): Promise<void> {}
