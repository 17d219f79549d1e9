import { createPublicClient, createWalletClient, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { type StartAnvilOptions, startAnvil } from '../src/anvil.ts'
import { deployContracts } from '../src/deploy.ts'
import { DEV_PRIVATE_KEYS } from '../src/dev-accounts.ts'
import { DEVNET_POLLING_MS } from '../src/devnet-pace.ts'

export const NFT_BASE_URI = 'http://localhost:8080/v0/nft/'

export type TestChain = Awaited<ReturnType<typeof startTestChain>>

/** A fresh anvil with the contracts deployed by dev account 0, plus clients for accounts 0-3. */
export async function startTestChain(options: StartAnvilOptions = {}) {
  const devnet = await startAnvil(options)
  try {
    const chain = { ...foundry, rpcUrls: { default: { http: [devnet.rpcUrl] } } }
    const transport = http(devnet.rpcUrl)
    const publicClient = createPublicClient({
      chain,
      transport,
      pollingInterval: DEVNET_POLLING_MS,
    })
    const wallet = (key: `0x${string}`) =>
      createWalletClient({ chain, transport, account: privateKeyToAccount(key) })
    const deployer = wallet(DEV_PRIVATE_KEYS[0])
    const contracts = await deployContracts({
      walletClient: deployer,
      publicClient,
      nftBaseUri: NFT_BASE_URI,
    })
    return {
      devnet,
      publicClient,
      contracts,
      deployer,
      alice: wallet(DEV_PRIVATE_KEYS[1]),
      bob: wallet(DEV_PRIVATE_KEYS[2]),
      treasury: wallet(DEV_PRIVATE_KEYS[3]),
    }
  } catch (error) {
    await devnet.stop()
    throw error
  }
}
