import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import { type Devnet, startAnvil } from '@memap/contracts/anvil'
import { DEV_PRIVATE_KEYS } from '@memap/contracts/dev-accounts'
import { badgeShopAbi } from '@memap/contracts/generated/BadgeShop'
import { createPublicClient, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const run = promisify(execFile)
const variablesOf = (stdout: string): Record<string, string> =>
  Object.fromEntries(
    stdout
      .trim()
      .split('\n')
      .map((line) => line.split('=')),
  )
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

  it('deploys the four contracts and prints the variables that use them', async () => {
    const { stdout } = await deploy({
      RPC_URL: node.rpcUrl,
      CHAIN_ID: '11155420',
      SIGNER_PRIVATE_KEY: DEV_PRIVATE_KEYS[1],
      PUBLIC_URL: 'https://memap.example',
    })
    const variables = variablesOf(stdout)
    expect(Object.keys(variables)).toEqual([
      'NFT_CONTRACT',
      'MAIN_CONTRACT',
      'BADGE_CONTRACT',
      'BATCH_CONTRACT',
    ])
    const chain = createPublicClient({ transport: http(node.rpcUrl) })
    for (const address of Object.values(variables) as `0x${string}`[]) {
      expect((await chain.getCode({ address }))?.length).toBeGreaterThan(2)
    }
  })

  it('keeps the MeMap it is given and deploys Whoom and BadgeShop of this version', async () => {
    const env = {
      RPC_URL: node.rpcUrl,
      CHAIN_ID: '11155420',
      SIGNER_PRIVATE_KEY: DEV_PRIVATE_KEYS[1],
      PUBLIC_URL: 'https://memap.example',
    }
    const first = variablesOf((await deploy(env)).stdout)
    const { stdout, stderr } = await deploy({ ...env, NFT_CONTRACT: first.NFT_CONTRACT as string })
    const second = variablesOf(stdout)
    expect(stderr).toMatch(/contracts version 3 .* keeping 0x/)
    expect(second.NFT_CONTRACT).toBe(first.NFT_CONTRACT)
    expect(second.MAIN_CONTRACT).not.toBe(first.MAIN_CONTRACT)
    expect(second.BADGE_CONTRACT).not.toBe(first.BADGE_CONTRACT)
    // The shop relays signed purchases to the new token.
    const chain = createPublicClient({ transport: http(node.rpcUrl) })
    const token = await chain.readContract({
      address: second.BADGE_CONTRACT as `0x${string}`,
      abi: badgeShopAbi,
      functionName: 'token',
    })
    expect(token).toBe(second.MAIN_CONTRACT)

    // Given all three (version 2), only the BatchMinter is deployed.
    const { stdout: batchOnly } = await deploy({
      ...env,
      NFT_CONTRACT: second.NFT_CONTRACT as string,
      MAIN_CONTRACT: second.MAIN_CONTRACT as string,
      BADGE_CONTRACT: second.BADGE_CONTRACT as string,
    })
    const third = variablesOf(batchOnly)
    expect(third).toMatchObject({
      NFT_CONTRACT: second.NFT_CONTRACT,
      MAIN_CONTRACT: second.MAIN_CONTRACT,
      BADGE_CONTRACT: second.BADGE_CONTRACT,
    })
    expect(third.BATCH_CONTRACT).not.toBe(second.BATCH_CONTRACT)

    const nowhere = await deploy({ ...env, NFT_CONTRACT: `0x${'12'.repeat(20)}` }).catch((e) => e)
    expect(nowhere.code).toBe(1)
    expect(nowhere.stderr).toMatch(/No contract at one of 0x1212/)
    // Four runs of the CLI, each a Node start that compiles it: 30 s is not enough on a busy
    // two-core machine.
  }, 120_000)

  it('names what is missing or wrong', async () => {
    const failed = await deploy({ CHAIN_ID: '1' }).catch((error) => error)
    expect(failed.code).toBe(1)
    expect(failed.stderr).toMatch(/RPC_URL/)
    expect(failed.stderr).toMatch(/CHAIN_ID/)
    expect(failed.stderr).toMatch(/SIGNER_PRIVATE_KEY/)
  })
})
