import { canonicalName, NAME_MAX } from '@memap/shared/rules'
import type { Kysely } from 'kysely'

// What the name migrations do to a member who lost a name to an earlier joiner. Each passes the
// key it was written with, and a change here must leave what each of them did as it was.

/**
 * Renames the member at `wallet` to `name 2`, `name 3`, ... (cut to fit 20 characters), the first
 * whose key nobody holds, and tells them (`name_changed`).
 */
export async function renameMember(
  // biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as written, not as typed
  db: Kysely<any>,
  {
    wallet,
    name,
    key,
    now,
  }: { wallet: string; name: string; key: (name: string) => string; now: string },
): Promise<void> {
  const renamed = await freeNumberedName(db, canonicalName(name), key)
  await db
    .updateTable('users')
    .set({ name: renamed, name_key: key(renamed) })
    .where('wallet_addr', '=', wallet)
    .execute()
  await db
    .insertInto('notifications')
    .values({
      wallet_addr: wallet,
      type: 'name_changed',
      value: 0,
      info: renamed,
      actor_addr: null,
      target_addr: null,
      select_status: 0,
      created_at: now,
    })
    .execute()
}

async function freeNumberedName(
  // biome-ignore lint/suspicious/noExplicitAny: see above
  db: Kysely<any>,
  name: string,
  key: (name: string) => string,
): Promise<string> {
  for (let number = 2; ; number++) {
    const suffix = ` ${number}`
    const base = canonicalName([...name].slice(0, NAME_MAX - suffix.length).join(''))
    const candidate = `${base}${suffix}`
    const taken = await db
      .selectFrom('users')
      .select('wallet_addr')
      .where('name_key', '=', key(candidate))
      .executeTakeFirst()
    if (!taken) return candidate
  }
}
