import type { AccountExport } from '@memap/shared/account'
import type { Address } from '@memap/shared/address'
import type { Db } from '../db/database.ts'

// The shapes of a module's part of a member's account. They live below the modules so that a
// module's export.ts and leave.ts name them without importing the account module, which imports
// them back to list them (docs/ARCHITECTURE.md, "Import rules are enforced").

/** The parts of an export each module writes from its own tables. */
export type ExportParts = Omit<AccountExport, 'WalletAddr' | 'ExportedAt'>

/**
 * What one module gives to a member's export: the parts it owns, read from its own tables, so
 * that no module reads another's (each module's `export.ts`; `modules/account/parts.ts` lists
 * them).
 */
export type ExportPart<Names extends keyof ExportParts> = (
  walletAddr: Address,
) => Promise<Pick<ExportParts, Names>>

/**
 * What one module removes when a member leaves, in the leaving transaction, from its own tables
 * (each module's `leave.ts`; `modules/account/parts.ts` lists them). Answers the image keys it let
 * go of, whose files are deleted once the transaction has committed (unless something else still
 * shows them).
 */
export type LeavePart = (trx: Db, walletAddr: Address, now: Date) => Promise<string[]>
