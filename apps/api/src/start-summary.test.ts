import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { ChainContext } from './chain/context.ts'
import { loadConfig } from './config.ts'
import { startSummary } from './start-summary.ts'

const devnet = { chainId: 31337, rpcUrl: 'http://127.0.0.1:8545' } as ChainContext

describe('the summary npm start prints', () => {
  it('says where MeMap is and what it runs on, in a few lines', () => {
    const text = startSummary(loadConfig({ PORT: '8080' }), devnet)
    expect(text.split('\n')).toEqual([
      'MeMap is running at http://localhost:8080',
      `  database  SQLite, ${path.join('data', 'memap.sqlite')}`,
      `  chain     local anvil devnet (chain id 31337), state in ${path.join('data', 'devnet')}`,
      `  images    on disk, ${path.join('data', 'images')}`,
      '  data      data',
      'Stop it with Ctrl-C; it keeps its data for the next start.',
    ])
  })

  it('names PostgreSQL and a remote chain without their secrets', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://memap:s3cret@db.example:5432/memap',
      RPC_URL: 'https://user:key@sepolia.example/rpc',
      CHAIN_ID: '11155420',
      SIGNER_PRIVATE_KEY: `0x${'11'.repeat(32)}`,
      NFT_CONTRACT: `0x${'aa'.repeat(20)}`,
      MAIN_CONTRACT: `0x${'bb'.repeat(20)}`,
      BADGE_CONTRACT: `0x${'cc'.repeat(20)}`,
    })
    const text = startSummary(config, {
      chainId: 11155420,
      rpcUrl: 'https://user:key@sepolia.example/rpc',
    } as ChainContext)
    expect(text).toContain('database  PostgreSQL at db.example:5432/memap')
    expect(text).toContain('chain     OP Sepolia (chain id 11155420) through sepolia.example/rpc')
    expect(text).not.toMatch(/s3cret|key@/)
  })
})
