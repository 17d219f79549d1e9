import {
  type Abi,
  type Address,
  getAddress,
  type Hex,
  type PublicClient,
  type WalletClient,
} from 'viem'
import { badgeShopAbi, badgeShopBytecode } from '../generated/BadgeShop.ts'
import { meMapAbi, meMapBytecode } from '../generated/MeMap.ts'
import { whoomAbi, whoomBytecode } from '../generated/Whoom.ts'

export type DeployContractsParameters = {
  /** Signs the deployments and becomes admin, minter and shop owner. Needs an account. */
  walletClient: WalletClient
  publicClient: PublicClient
  /** Base of MeMap's tokenURI, e.g. `http://localhost:8080/v0/nft/`. */
  nftBaseUri: string
}

/** Checksummed addresses, named after the product's config: `main` is Whoom, `badge` the shop. */
export type DeployedContracts = { nft: Address; main: Address; badge: Address }

/** Deploys MeMap, Whoom and BadgeShop, one after the other, waiting for each receipt. */
export async function deployContracts({
  walletClient,
  publicClient,
  nftBaseUri,
}: DeployContractsParameters): Promise<DeployedContracts> {
  const account = walletClient.account
  if (!account) throw new Error('deployContracts needs a wallet client with an account')

  const deploy = async (name: string, abi: Abi, bytecode: Hex, args: readonly unknown[]) => {
    const hash = await walletClient.deployContract({
      abi,
      bytecode,
      args,
      account,
      chain: walletClient.chain,
    })
    const receipt = await publicClient.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success' || !receipt.contractAddress) {
      throw new Error(`Deploying ${name} failed (transaction ${hash})`)
    }
    // Receipts carry lowercase addresses; checksum them so they compare equal to viem's reads.
    return getAddress(receipt.contractAddress)
  }

  // The constructors make the deployer admin and minter, so no role transactions are needed.
  const nft = await deploy('MeMap', meMapAbi, meMapBytecode, [nftBaseUri, account.address])
  const main = await deploy('Whoom', whoomAbi, whoomBytecode, [account.address])
  const badge = await deploy('BadgeShop', badgeShopAbi, badgeShopBytecode, [main])
  return { nft, main, badge }
}

/** True when every address holds contract code, e.g. to detect a devnet that lost its state. */
export async function contractsHaveCode(
  publicClient: PublicClient,
  addresses: Readonly<Record<string, Address>> | readonly Address[],
): Promise<boolean> {
  const codes = await Promise.all(
    Object.values(addresses).map((address) => publicClient.getCode({ address })),
  )
  return codes.every((code) => code !== undefined && code !== '0x')
}
