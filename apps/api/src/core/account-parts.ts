import type { AccountExport } from '@memap/shared/account'
import type { Address } from '@memap/shared/address'
import type { Db } from '../db/database.ts'
import type { Database } from '../db/schema.ts'

// The shapes of a module's part of a member's account. They live below the modules so that a
// module's export.ts, leave.ts and declaration name them without importing the account module,
// which is handed them (docs/ARCHITECTURE.md, "Import rules are enforced").

/** The parts of an export each module writes from its own tables. */
export type ExportParts = Omit<AccountExport, 'WalletAddr' | 'ExportedAt'>

/**
 * What one module gives to a member's export: the parts it owns, read from its own tables, so
 * that no module reads another's (each module's `export.ts`, named by its declaration).
 */
export type ExportPart<Names extends keyof ExportParts> = (
  walletAddr: Address,
) => Promise<Pick<ExportParts, Names>>

/** Any module's part of an export, as the account module is handed them. */
export type ExportReader = (walletAddr: Address) => Promise<Partial<ExportParts>>

/**
 * What one module removes when a member leaves, in the leaving transaction, from its own tables
 * (each module's `leave.ts`, named by its declaration). Answers the image keys it let go of, whose
 * files are deleted once the transaction has committed (unless something else still shows them).
 */
export type LeavePart = (trx: Db, walletAddr: Address, now: Date) => Promise<string[]>

/** What a member's export holds of a table: the part its rows are in, or why none. */
type InExport = { part: keyof ExportParts } | { none: string }
/** What leaving does to a table: the columns whose rows of the member go, or why they stay. */
type OnLeaving = { removes: string[] } | { keeps: string }

/**
 * A table and what a member's export and leaving do with its rows, by the columns that name a
 * wallet; or that none does.
 */
export type WalletTable = { columns: string[]; export: InExport; leave: OnLeaving } | 'no wallet'

/** Tables by name, each with what export and leaving do with it. */
export type WalletTables = Partial<Record<keyof Database & string, WalletTable>>
