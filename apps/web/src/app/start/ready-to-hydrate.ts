import { loadWallet } from '../../features/wallet/wallet-store.ts'
import { catalogsReady } from '../../shared/i18n/catalogs.ts'
import { getPublicConfigQueryOptions } from '../../shared/lib/public-config.ts'
import { renderedFor } from '../../shared/lib/rendered-page.ts'
import { queryClient } from '../providers.tsx'

/**
 * A signed-in member's app runs under wagmi from its first render (app/start/wallet-gate.tsx):
 * the wallet's code, loaded before React takes the member's page over. A visitor's needs none. If
 * it cannot load, the page is taken over all the same, and the app loads it again later.
 */
async function walletForViewer(): Promise<void> {
  if (!renderedFor()?.viewer) return
  try {
    await loadWallet(await queryClient.fetchQuery(getPublicConfigQueryOptions()))
  } catch {
    // WalletGate tries again once the page is live.
  }
}

/**
 * A page the server rendered (entry-server.tsx) shows already: React takes it over once the
 * screen's code and texts are here, and a member's wallet code.
 */
export function readyToHydrate(firstScreen: Promise<void>): Promise<unknown> {
  return Promise.all([firstScreen, catalogsReady(), walletForViewer()])
}
