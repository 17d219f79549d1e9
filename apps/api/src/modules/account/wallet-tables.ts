import type { WalletTable, WalletTables } from '../../core/account-parts.ts'

/** The tables no module owns: the chain queue's and its workers' leases, and the rate limits'. */
const BELOW_THE_MODULES: WalletTables = {
  worker_leases: 'no wallet',
  chain_tx_attempts: 'no wallet',
  rate_limits: 'no wallet',
  chain_jobs: {
    columns: ['wallet_addr'],
    export: { none: 'the chain work done for the wallet, public on chain' },
    leave: { keeps: 'the mint is not sent twice to a wallet that joins again' },
  },
  chain_txs: {
    columns: ['to_addr'],
    export: {
      none: 'the transactions the server sent (a faucet drip names the wallet), public on chain',
    },
    leave: { keeps: 'the signer’s record of what it sent, so that nothing is sent twice' },
  },
}

/**
 * Every table with a column naming a wallet, and what a member's export and leaving do with its
 * rows: those each module declares it owns (`walletTables`), and those below the modules. A table
 * or wallet column the schema gains fails `wallet-tables.test.ts` until its module writes it
 * down, and leave.test.ts checks the rows leaving says it removes are gone.
 */
export function walletTables(
  modules: ReadonlyArray<{ name: string; walletTables?: WalletTables }>,
): Record<string, WalletTable> {
  const tables = new Map(Object.entries(BELOW_THE_MODULES))
  for (const module of modules) {
    for (const [table, entry] of Object.entries(module.walletTables ?? {})) {
      if (tables.has(table)) throw new Error(`the ${module.name} module writes ${table} down again`)
      tables.set(table, entry)
    }
  }
  return Object.fromEntries(
    [...tables].filter((row): row is [string, WalletTable] => row[1] !== undefined),
  )
}
