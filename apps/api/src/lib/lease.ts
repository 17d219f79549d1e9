import { randomBytes } from 'node:crypto'
import os from 'node:os'
import type { Db } from '../db/database.ts'

/**
 * A named lease in the database: whoever holds it (and keeps renewing it) is the only
 * instance doing that work; if the holder dies, another takes over once it expires.
 */
export function lease(db: Db, name: string, lifetimeMs: number) {
  const owner = `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`
  return {
    owner,
    /** Takes or renews the lease; true while this instance holds it. */
    async hold(now = new Date()): Promise<boolean> {
      const expiresAt = new Date(now.getTime() + lifetimeMs).toISOString()
      const result = await db
        .insertInto('worker_leases')
        .values({ name, owner, expires_at: expiresAt })
        .onConflict((conflict) =>
          conflict
            .column('name')
            .doUpdateSet({ owner, expires_at: expiresAt })
            .where((eb) =>
              eb.or([
                eb('worker_leases.owner', '=', owner),
                eb('worker_leases.expires_at', '<', now.toISOString()),
              ]),
            ),
        )
        .executeTakeFirst()
      return result.numInsertedOrUpdatedRows === 1n
    },
    /** Gives the lease up, so that another instance need not wait for it to expire. */
    release: () =>
      db.deleteFrom('worker_leases').where('name', '=', name).where('owner', '=', owner).execute(),
  }
}
