import { readFile } from 'node:fs/promises'
import type { Plugin } from 'vite'

const WALLET_SDK = /[\\/]node_modules[\\/](@walletconnect|@reown|@coinbase|@base-org)[\\/]/
const SHARED_LIB = /[\\/]node_modules[\\/](viem|ox|abitype|@noble|@scure)[\\/]/
const SDK_COPY = '?wallet-sdk'
/** The devnet's local test wallet (loaded on demand): the same treatment as the SDKs. */
const LOCAL_WALLET = /[\\/]features[\\/]wallet[\\/]lib[\\/]local-wallet(-keys)?\.ts$/

/**
 * Gives the lazily loaded wallet SDKs (Coinbase, WalletConnect) their own copy of viem, ox and
 * the crypto libraries.
 *
 * Why: Rolldown assigns a module to the chunks that can reach it through static imports, barrels
 * included (rolldown/rolldown#8920). wagmi imports viem's index, which re-exports all of viem, so
 * every viem module the SDKs use looked reachable from the landing page and went into a common
 * chunk it downloads: ~75 kB gzip of code only the wallet chooser needs. With their own copy the
 * SDKs share nothing with the landing page. The wagmi connectors themselves still use the app's
 * viem, so the errors they throw are the app's classes.
 */
export function isolateWalletSdks(): Plugin {
  return {
    name: 'memap:isolate-wallet-sdks',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (
        !importer ||
        !(WALLET_SDK.test(importer) || LOCAL_WALLET.test(importer) || importer.endsWith(SDK_COPY))
      )
        return null
      const resolved = await this.resolve(source, importer.replace(SDK_COPY, ''), options)
      if (!resolved || resolved.external || !SHARED_LIB.test(resolved.id)) return null
      if (resolved.id.includes('?')) return null
      return { ...resolved, id: `${resolved.id}${SDK_COPY}` }
    },
    async load(id) {
      if (!id.endsWith(SDK_COPY)) return null
      return { code: await readFile(id.slice(0, -SDK_COPY.length), 'utf8'), moduleType: 'js' }
    },
  }
}
