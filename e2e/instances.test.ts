import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { meMapAbi } from '@memap/contracts/generated/MeMap'
import { whoomAbi } from '@memap/contracts/generated/Whoom'
import { parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabaseUrl } from '../apps/api/src/test/database.ts'
import { startTestChain, type TestChain } from '../apps/api/src/test/spawned-server.ts'
import { callApi, publicConfig } from './support/memap.ts'
import { type RunningServer, startServer } from './support/server.ts'
import { registerMeMap } from './support/sign-up.ts'

// Two API processes on one database and one devnet (a session opened on one is good on the
// other): every mint, every withdrawal and every faucet drip must happen exactly once.
describe('several API instances', () => {
  let chain: TestChain
  let dataDir: string
  let dropDatabase: () => Promise<void>
  const servers: RunningServer[] = []

  beforeAll(async () => {
    chain = await startTestChain()
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'memap-instances-'))
    const database = await testDatabaseUrl()
    dropDatabase = database.drop
    const env = {
      ...chain.env,
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    }
    // One after the other, so that the migrations run once.
    servers.push(await startServer({ env, dataDir, keepData: true }))
    servers.push(await startServer({ env, dataDir, keepData: true }))
  })

  afterAll(async () => {
    for (const server of servers) await server.stop()
    await chain?.stop()
    await dropDatabase?.()
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true })
  })

  it('mints, withdraws and drips exactly once, whichever instance took the request', async () => {
    const [one, two] = servers as [RunningServer, RunningServer]
    const config = await publicConfig(one)
    const accounts = Array.from({ length: 8 }, () => privateKeyToAccount(generatePrivateKey()))
    await Promise.all(
      accounts.map(async (account, i) => {
        const [here, there] = i % 2 ? [one, two] : [two, one]
        const cookie = await registerMeMap(here, config, account, {
          name: `Instance ${i}`,
          description: '',
        })
        const form = new FormData()
        form.append('walletAddr', account.address)
        const withdrawal = await callApi(there, '/withdraw', { body: form, cookie })
        expect(withdrawal.status, await withdrawal.clone().text()).toBe(200)
      }),
    )

    const holdings = async () =>
      Promise.all(
        accounts.map(async (account) => [
          await chain.publicClient.readContract({
            address: config.contracts.nft,
            abi: meMapAbi,
            functionName: 'balanceOf',
            args: [account.address],
          }),
          await chain.publicClient.readContract({
            address: config.contracts.main,
            abi: whoomAbi,
            functionName: 'balanceOf',
            args: [account.address],
          }),
          await chain.publicClient.getBalance({ address: account.address }),
        ]),
      )
    const once = accounts.map(() => [1n, 29n * 10n ** 18n, parseEther('1')])
    await expect.poll(holdings, { timeout: 60_000, interval: 500 }).toEqual(once)
    // And nothing more arrives later.
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    expect(await holdings()).toEqual(once)
  })
})
