import { searchTerms } from '@memap/shared/search-terms'
import { type Kysely, sql } from 'kysely'
import { isPostgres } from '../dialect.ts'

// Finding people by name (PRODUCT.md §14, "Find people"): the terms each member can be found by
// (packages/shared/src/search-terms.ts), one row each, in a B-tree. A query's matches are the
// terms it starts, one range of the primary key in the order a page lists them; the second index
// reads a member's own terms (written anew on a rename, and to rank a member once). Code point
// order on both databases: SQLite's BINARY, PostgreSQL's "C" (a prefix is then a range whatever
// the database's own collation). The profiles module writes the rows with the name, in the same
// transaction; this fills them for the members who joined before.

// biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as written, not as typed
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('member_search_terms')
    .addColumn('wallet_addr', 'text', (col) => col.notNull())
    .addColumn('part', 'integer', (col) => col.notNull())
    .addColumn('term', 'text', (col) =>
      isPostgres(db) ? col.notNull().modifyEnd(sql`collate "C"`) : col.notNull(),
    )
    .addPrimaryKeyConstraint('member_search_terms_pk', ['part', 'term', 'wallet_addr'])
    .execute()
  await db.schema
    .createIndex('member_search_terms_wallet')
    .on('member_search_terms')
    .columns(['wallet_addr', 'part', 'term'])
    .execute()
  await fillSearchTerms(db)
}

const READ = 5000
/** Rows per insert: 3 values each, under either database's limit of bound values. */
const WRITE = 8000

/**
 * Writes every member's search terms from their name, as the rules make them now. Also what a
 * later migration calls if the rules (or `nameKey`, which they fold with) change, after emptying
 * the table; and what the million-member benchmark runs after seeding.
 */
// biome-ignore lint/suspicious/noExplicitAny: see above
export async function fillSearchTerms(db: Kysely<any>): Promise<void> {
  let pending: Array<{ wallet_addr: string; part: number; term: string }> = []
  const flush = async () => {
    if (pending.length > 0) await db.insertInto('member_search_terms').values(pending).execute()
    pending = []
  }
  for (let after = ''; ; ) {
    const users: Array<{ wallet_addr: string; name: string }> = await db
      .selectFrom('users')
      .select(['wallet_addr', 'name'])
      .where('wallet_addr', '>', after)
      .orderBy('wallet_addr')
      .limit(READ)
      .execute()
    for (const user of users) {
      for (const { part, term } of searchTerms(user.name)) {
        pending.push({ wallet_addr: user.wallet_addr, part, term })
        if (pending.length === WRITE) await flush()
      }
    }
    const last = users.at(-1)
    if (!last || users.length < READ) break
    after = last.wallet_addr
  }
  await flush()
}

// biome-ignore lint/suspicious/noExplicitAny: see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('member_search_terms').execute()
}
