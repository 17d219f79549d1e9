import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import type { Db } from '../db/database.ts'

/** This machine and PID namespace (Linux): process ids compare only within one. */
const LOCAL_PROCESSES = `${os.hostname()}:${pidNamespace()}`

function pidNamespace(): string {
  try {
    return fs.readlinkSync('/proc/self/ns/pid').replace(/\D/g, '')
  } catch {
    return '' // not Linux: a dead holder's lease is only taken over once it expires
  }
}

/** The owner name of a lease held by process `pid` of this machine. */
export const leaseOwner = (pid = process.pid) =>
  `${LOCAL_PROCESSES}:${pid}:${randomBytes(4).toString('hex')}`

/** True when `owner` names a process of this machine that no longer runs (killed, crashed). */
export function isDeadLocalProcess(owner: string): boolean {
  const [host, namespace, pid] = owner.split(':')
  if (!namespace || `${host}:${namespace}` !== LOCAL_PROCESSES) return false
  const id = Number(pid)
  if (!Number.isSafeInteger(id) || id <= 0) return false
  try {
    process.kill(id, 0)
    return false
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'ESRCH'
  }
}

/**
 * A named lease in the database: whoever holds it (and keeps renewing it) is the only
 * instance doing that work; if the holder dies, another takes over once it expires, or at once
 * when the holder was a process of the same machine (a server restarted after a crash need not
 * wait out its former self's lease).
 */
export function lease(db: Db, name: string, lifetimeMs: number) {
  const owner = leaseOwner()
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
      if (result.numInsertedOrUpdatedRows === 1n) return true
      const holder = await db
        .selectFrom('worker_leases')
        .select('owner')
        .where('name', '=', name)
        .executeTakeFirst()
      if (!holder || !isDeadLocalProcess(holder.owner)) return false
      const taken = await db
        .updateTable('worker_leases')
        .set({ owner, expires_at: expiresAt })
        .where('name', '=', name)
        .where('owner', '=', holder.owner)
        .executeTakeFirst()
      return taken.numUpdatedRows === 1n
    },
    /** Gives the lease up, so that another instance need not wait for it to expire. */
    release: () =>
      db.deleteFrom('worker_leases').where('name', '=', name).where('owner', '=', owner).execute(),
  }
}
