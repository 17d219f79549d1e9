import type { Address } from '@memap/shared/address'
import type { Db } from '../../db/database.ts'

/**
 * What one module removes when a member leaves, in the leaving transaction, from its own tables
 * (each module's `leave.ts`; `parts.ts` lists them). Answers the image keys it let go of, whose
 * files are deleted once the transaction has committed (unless something else still shows them).
 */
export type LeavePart = (trx: Db, walletAddr: Address, now: Date) => Promise<string[]>
