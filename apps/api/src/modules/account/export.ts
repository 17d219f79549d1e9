import type { AccountExport } from '@memap/shared/account'
import type { Address } from '@memap/shared/address'

/** The parts of an export each module writes from its own tables. */
export type ExportParts = Omit<AccountExport, 'WalletAddr' | 'ExportedAt'>

/**
 * What one module gives to a member's export: the parts it owns, read from its own tables, so
 * that no module reads another's (each module's `export.ts`; `app.ts` lists them).
 */
export type ExportPart<Names extends keyof ExportParts> = (
  walletAddr: Address,
) => Promise<Pick<ExportParts, Names>>

/**
 * Puts every module's part together: the whole export of a wallet. The route's answer schema
 * checks that the parts cover it all.
 */
export function accountExport(
  parts: Array<(walletAddr: Address) => Promise<Partial<ExportParts>>>,
) {
  return async (walletAddr: Address, now = new Date()): Promise<AccountExport> => {
    const answers = await Promise.all(parts.map((part) => part(walletAddr)))
    return Object.assign(
      { WalletAddr: walletAddr, ExportedAt: now.toISOString() },
      ...answers,
    ) as AccountExport
  }
}
