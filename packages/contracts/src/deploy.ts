import {
  type Abi,
  type Address,
  getAddress,
  type Hex,
  isAddressEqual,
  keccak256,
  type PublicClient,
  parseAbiItem,
  toHex,
  type WalletClient,
} from 'viem'
import { badgeShopAbi, badgeShopBytecode } from '../generated/BadgeShop.ts'
import { batchMinterAbi, batchMinterBytecode } from '../generated/BatchMinter.ts'
import { meMapAbi, meMapBytecode } from '../generated/MeMap.ts'
import { whoomAbi, whoomBytecode } from '../generated/Whoom.ts'

/**
 * The version of the contracts this package deploys, kept with a deployment (the devnet's
 * deployment.json) so that an older one is known and upgraded. Raise it when a contract changes.
 * - 1: MeMap, Whoom (ERC-20/677) and BadgeShop (paid with `transferAndCall`).
 * - 2: Whoom takes signed approvals (ERC-2612 `permit`, ERC-1271 wallets too) and BadgeShop a
 *   purchase relayed with one (`purchaseWithPermit`). MeMap unchanged.
 * - 3: BatchMinter, owned by the signer and a minter of MeMap and Whoom: many mints in one
 *   transaction. The other three unchanged.
 */
export const CONTRACTS_VERSION = 3

export type DeployContractsParameters = {
  /** Signs the deployments and becomes admin, minter and shop owner. Needs an account. */
  walletClient: WalletClient
  publicClient: PublicClient
  /** Base of MeMap's tokenURI, e.g. `http://localhost:8080/v0/nft/`. */
  nftBaseUri: string
  /**
   * Contracts deployed before, kept: a MeMap alone (its tokens are the members' MeMaps; Whoom and
   * BadgeShop are deployed anew, the upgrade from version 1), or all three (only the BatchMinter
   * is deployed, the upgrade from version 2).
   */
  kept?: { nft: Address; main?: Address; badge?: Address }
}

/**
 * Checksummed addresses, named after the product's config: `main` is Whoom, `badge` the shop,
 * `batch` the BatchMinter.
 */
export type DeployedContracts = { nft: Address; main: Address; badge: Address; batch: Address }

type Clients = Pick<DeployContractsParameters, 'walletClient' | 'publicClient'>

/** Deploys one contract and answers its checksummed address once mined. */
async function deploy(
  { walletClient, publicClient }: Clients,
  name: string,
  abi: Abi,
  bytecode: Hex,
  args: readonly unknown[],
): Promise<Address> {
  const account = walletClient.account
  if (!account) throw new Error(`Deploying ${name} needs a wallet client with an account`)
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

/**
 * Deploys MeMap (unless kept), Whoom and BadgeShop (unless kept) and the BatchMinter, one after
 * the other, waiting for each receipt.
 */
export async function deployContracts({
  walletClient,
  publicClient,
  nftBaseUri,
  kept,
}: DeployContractsParameters): Promise<DeployedContracts> {
  const account = walletClient.account
  if (!account) throw new Error('deployContracts needs a wallet client with an account')
  const clients = { walletClient, publicClient }
  if (kept && (kept.main === undefined) !== (kept.badge === undefined)) {
    throw new Error('Whoom and BadgeShop are kept together: the shop is bound to its token')
  }
  const keptAddresses = Object.values(kept ?? {}).filter((address) => address !== undefined)
  if (!(await contractsHaveCode(publicClient, keptAddresses))) {
    throw new Error(`No contract at one of ${keptAddresses.join(', ')} (to keep) on this chain`)
  }
  // The constructors make the deployer admin and minter, so no role transactions are needed.
  const nft = kept
    ? getAddress(kept.nft)
    : await deploy(clients, 'MeMap', meMapAbi, meMapBytecode, [nftBaseUri, account.address])
  const main = kept?.main
    ? getAddress(kept.main)
    : await deploy(clients, 'Whoom', whoomAbi, whoomBytecode, [account.address])
  const badge = kept?.badge
    ? getAddress(kept.badge)
    : await deploy(clients, 'BadgeShop', badgeShopAbi, badgeShopBytecode, [main])
  const batch = await deployBatchMinter({ ...clients, nft, main })
  return { nft, main, badge, batch }
}

/** MeMap's and Whoom's minter role, as their contracts name it (written, not read: a read can
 * go through a multicall contract the chain may not have). */
const MINTER_ROLE = keccak256(toHex('MINTER_ROLE'))

/**
 * Deploys a BatchMinter for the MeMap and Whoom given and makes it a minter of both; the wallet
 * must be their admin (the signer that deployed them).
 */
export async function deployBatchMinter({
  walletClient,
  publicClient,
  nft,
  main,
}: Clients & { nft: Address; main: Address }): Promise<Address> {
  const account = walletClient.account
  if (!account) throw new Error('deployBatchMinter needs a wallet client with an account')
  const batch = await deploy(
    { walletClient, publicClient },
    'BatchMinter',
    batchMinterAbi,
    batchMinterBytecode,
    [nft, main],
  )
  for (const [address, abi] of [
    [nft, meMapAbi],
    [main, whoomAbi],
  ] as const) {
    const hash = await walletClient.writeContract({
      address,
      abi,
      functionName: 'grantRole',
      args: [MINTER_ROLE, batch],
      account,
      chain: walletClient.chain,
    })
    const receipt = await publicClient.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success') {
      throw new Error(`Making the BatchMinter a minter of ${address} failed (${hash})`)
    }
  }
  return batch
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

const erc20Transfer = parseAbiItem(
  'event Transfer(address indexed from, address indexed to, uint256 value)',
)

/**
 * Mints on the Whoom token `to` what every holder of the Whoom token `from` holds, `rename`
 * giving a holder's new address (an old badge shop's Whoom go to the new shop). The holders are
 * read from `from`'s Transfer events since `fromBlock` (0 unless given: fine on a devnet, too many
 * blocks for a public RPC; give the old token's deployment block there). `walletClient` must be a
 * minter of `to`. Answers how many holders got Whoom.
 */
export async function carryWhoomBalances({
  walletClient,
  publicClient,
  from,
  to,
  rename = {},
  fromBlock = 0n,
}: {
  walletClient: WalletClient
  publicClient: PublicClient
  from: Address
  to: Address
  rename?: Readonly<Record<Address, Address>>
  fromBlock?: bigint
}): Promise<number> {
  const account = walletClient.account
  if (!account) throw new Error('carryWhoomBalances needs a wallet client with an account')
  const logs = await publicClient.getLogs({
    address: from,
    event: erc20Transfer,
    fromBlock,
    toBlock: 'latest',
  })
  const holders = [...new Set(logs.map((log) => getAddress(log.args.to as Address)))]
  let carried = 0
  for (const holder of holders) {
    const balance = await publicClient.readContract({
      address: from,
      abi: whoomAbi,
      functionName: 'balanceOf',
      args: [holder],
    })
    if (balance === 0n) continue
    const renamed = Object.entries(rename).find(([old]) => isAddressEqual(old as Address, holder))
    const hash = await walletClient.writeContract({
      address: to,
      abi: whoomAbi,
      functionName: 'mint',
      args: [renamed ? (renamed[1] as Address) : holder, balance],
      account,
      chain: walletClient.chain,
    })
    const receipt = await publicClient.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success') throw new Error(`Minting ${holder}'s Whoom failed (${hash})`)
    carried++
  }
  return carried
}
