import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import { type Devnet, startAnvil } from '@memap/contracts/anvil'
import { DEV_PRIVATE_KEYS } from '@memap/contracts/dev-accounts'
import { createPublicClient, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const run = promisify(execFile)
const cli = path.join(import.meta.dirname, 'deploy-cli.ts')

describe('npm run deploy', () => {
  // A local node that calls itself OP Sepolia stands in for the real one.
  let node: Devnet
  beforeAll(async () => {
    node = await startAnvil({ chainId: 11155420 })
  })
  afterAll(() => node?.stop())

  const deploy = (env: Record<string, string>) =>
    run(process.execPath, ['--import', 'tsx', cli], { env: { PATH: process.env.PATH, ...env } })

  it('deploys the three contracts and prints the variables that use them', async () => {
    const { stdout } = await deploy({
      RPC_URL: node.rpcUrl,
      CHAIN_ID: '11155420',
      SIGNER_PRIVATE_KEY: DEV_PRIVATE_KEYS[1],
      PUBLIC_URL: 'https://memap.example',
    })
    const variables = Object.fromEntries(
      stdout
        .trim()
        .split('\n')
        .map((line) => line.split('=')),
    )
    expect(Object.keys(variables)).toEqual(['NFT_CONTRACT', 'MAIN_CONTRACT', 'BADGE_CONTRACT'])
    const chain = createPublicClient({ transport: http(node.rpcUrl) })
    for (const address of Object.values(variables) as `0x${string}`[]) {
      expect((await chain.getCode({ address }))?.length).toBeGreaterThan(2)
    }
  })

  it('names what is missing or wrong', async () => {
    const failed = await deploy({ CHAIN_ID: '1' }).catch((error) => error)
    expect(failed.code).toBe(1)
    expect(failed.stderr).toMatch(/RPC_URL/)
    expect(failed.stderr).toMatch(/CHAIN_ID/)
    expect(failed.stderr).toMatch(/SIGNER_PRIVATE_KEY/)
  })
})
