import path from 'node:path'
import type { ChainContext } from './chain/context.ts'
import type { Config } from './config.ts'

const CHAIN_NAMES: Record<ChainContext['chainId'], string> = {
  10: 'OP Mainnet',
  11155420: 'OP Sepolia',
  31337: 'a devnet',
}

/** Where a URL points, without the password it may carry. */
function withoutSecret(url: string): string {
  const parsed = new URL(url)
  parsed.password = ''
  parsed.username = ''
  return `${parsed.host}${parsed.pathname}`
}

/** The few lines `npm start` prints once MeMap listens: where it is and what it runs on. */
export function startSummary(config: Config, chain: ChainContext): string {
  // Relative to where it was started, unless that climbs out of it.
  const here = (file: string) => {
    const relative = path.relative(process.cwd(), file)
    return relative.startsWith('..') ? file : relative || '.'
  }
  const address = config.publicUrl ?? `http://localhost:${config.port}`
  const database = config.databaseUrl
    ? `PostgreSQL at ${withoutSecret(config.databaseUrl)}`
    : `SQLite, ${here(path.join(config.dataDir, 'memap.sqlite'))}`
  const chainLine =
    config.chain.kind === 'devnet'
      ? `local anvil devnet (chain id ${chain.chainId}), state in ${here(path.join(config.dataDir, 'devnet'))}`
      : `${CHAIN_NAMES[chain.chainId]} (chain id ${chain.chainId}) through ${withoutSecret(chain.rpcUrl)}`
  const images =
    config.blobStore.kind === 'disk'
      ? `on disk, ${here(config.blobStore.dir)}`
      : `S3 bucket ${config.blobStore.bucket}`
  return [
    `MeMap is running at ${address}`,
    `  database  ${database}`,
    `  chain     ${chainLine}`,
    `  images    ${images}`,
    `  data      ${here(config.dataDir)}`,
    'Stop it with Ctrl-C; it keeps its data for the next start.',
  ].join('\n')
}
