import type { AccountExport } from '@memap/shared/account'
import type { Address } from '@memap/shared/address'
import type { ExportParts } from '../../core/account-parts.ts'

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
