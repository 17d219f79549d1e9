import path from 'node:path'
import { DEV_PRIVATE_KEYS } from '@memap/contracts/dev-accounts'
import {
  type Address,
  createTestClient,
  createWalletClient,
  type Hex,
  http,
  isAddressEqual,
  keccak256,
  type PublicClient,
  parseAbi,
  parseEther,
  publicActions,
  toHex,
  zeroHash,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { secretFileMadeOnce } from '../lib/secret-file.ts'
import type { ContractAddresses } from './context.ts'

/**
 * anvil's first dev account, whose key every Foundry tutorial prints: the devnet's signer before
 * each data folder had a key of its own, and so the holder of the roles of a folder made then.
 */
export const ANVIL_FIRST_ACCOUNT = privateKeyToAccount(DEV_PRIVATE_KEYS[0])

/** The devnet signer's key file in the data folder's `devnet` folder. */
export const signerKeyFile = (devnetDir: string) => path.join(devnetDir, 'signer.key')

/**
 * The key the devnet's signer signs with: made once for the data folder and kept beside its chain
 * (`signer.key`, readable by its owner only), so that no publicly known key holds the contracts'
 * roles; two starts at once, or a crash mid-write, never leave two keys or half of one.
 */
export function devnetSignerKey(devnetDir: string): Promise<Hex> {
  const file = signerKeyFile(devnetDir)
  return secretFileMadeOnce(
    file,
    () => `${generatePrivateKey()}\n`,
    (text) => {
      const key = text.trim()
      if (!/^0x[0-9a-f]{64}$/i.test(key)) throw new Error(`${file} holds no private key`)
      return key as Hex
    },
  )
}

/** What anvil gives its own dev accounts; a signer below a hundredth of it is topped up. */
const DEVNET_ETH = parseEther('10000')

/** Gives `address` devnet ETH for gas when it runs low (`anvil_setBalance`). */
export async function fundOnDevnet(rpcUrl: string, address: Address): Promise<void> {
  const anvil = createTestClient({ chain: foundry, mode: 'anvil', transport: http(rpcUrl) }).extend(
    publicActions,
  )
  if ((await anvil.getBalance({ address })) < DEVNET_ETH / 100n) {
    await anvil.setBalance({ address, value: DEVNET_ETH })
  }
}

const MINTER_ROLE = keccak256(toHex('MINTER_ROLE'))
/** The roles of MeMap and Whoom (OpenZeppelin AccessControl); the admin's last to go. */
const ROLES = [MINTER_ROLE, zeroHash] as const
const accessControl = parseAbi([
  'function hasRole(bytes32 role, address account) view returns (bool)',
  'function grantRole(bytes32 role, address account)',
  'function renounceRole(bytes32 role, address callerConfirmation)',
])
const ownable = parseAbi([
  'function owner() view returns (address)',
  'function transferOwnership(address newOwner)',
])

/**
 * Hands to `signer` what anvil's first dev account holds of `contracts` (a data folder made
 * before it had a signer of its own): it grants the signer its roles of MeMap and Whoom and the
 * BadgeShop (and the BatchMinter, where there is one), then renounces its own; each step only if
 * still to do, so a start cut off midway finishes the move. Answers whether anything was moved.
 */
export async function takeOverFromAnvilFirst(options: {
  rpcUrl: string
  publicClient: PublicClient
  contracts: ContractAddresses
  signer: Address
}): Promise<boolean> {
  const { publicClient, contracts, signer } = options
  const first = ANVIL_FIRST_ACCOUNT.address
  const tokens = [contracts.nft, contracts.main]
  const has = (token: Address, role: Hex, account: Address) =>
    publicClient.readContract({
      address: token,
      abi: accessControl,
      functionName: 'hasRole',
      args: [role, account],
    })
  // The shop and the BatchMinter: whoever owns them sells badges and mints in batches.
  const owned = contracts.batch ? [contracts.badge, contracts.batch] : [contracts.badge]
  const ownerOf = (address: Address) =>
    publicClient.readContract({ address, abi: ownable, functionName: 'owner' })

  const held = await Promise.all(
    tokens.flatMap((token) => ROLES.map((role) => has(token, role, first))),
  )
  const owners = await Promise.all(owned.map(ownerOf))
  if (!held.includes(true) && !owners.some((owner) => isAddressEqual(owner, first))) return false

  await fundOnDevnet(options.rpcUrl, first)
  const wallet = createWalletClient({
    account: ANVIL_FIRST_ACCOUNT,
    chain: foundry,
    transport: http(options.rpcUrl),
  })
  const send = async (request: Parameters<typeof wallet.writeContract>[0]) => {
    const hash = await wallet.writeContract(request)
    const receipt = await publicClient.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success') throw new Error(`moving the devnet signer failed (${hash})`)
  }
  for (const token of tokens) {
    for (const role of ROLES) {
      if ((await has(token, role, first)) && !(await has(token, role, signer))) {
        await send({
          address: token,
          abi: accessControl,
          functionName: 'grantRole',
          args: [role, signer],
        })
      }
    }
  }
  for (const address of owned) {
    if (isAddressEqual(await ownerOf(address), first)) {
      await send({ address, abi: ownable, functionName: 'transferOwnership', args: [signer] })
    }
  }
  for (const token of tokens) {
    for (const role of ROLES) {
      if (await has(token, role, first)) {
        await send({
          address: token,
          abi: accessControl,
          functionName: 'renounceRole',
          args: [role, first],
        })
      }
    }
  }
  return true
}

/**
 * Throws, naming the way out, unless `signer` can mint both tokens and owns the shop (and the
 * BatchMinter): a key file lost or replaced would otherwise start a server that can sign nothing.
 */
export async function expectSignerHoldsRoles(
  publicClient: PublicClient,
  contracts: ContractAddresses,
  signer: Address,
  devnetDir: string,
): Promise<void> {
  const [nft, main, owner, batchOwner] = await Promise.all([
    publicClient.readContract({
      address: contracts.nft,
      abi: accessControl,
      functionName: 'hasRole',
      args: [MINTER_ROLE, signer],
    }),
    publicClient.readContract({
      address: contracts.main,
      abi: accessControl,
      functionName: 'hasRole',
      args: [MINTER_ROLE, signer],
    }),
    publicClient.readContract({ address: contracts.badge, abi: ownable, functionName: 'owner' }),
    contracts.batch
      ? publicClient.readContract({ address: contracts.batch, abi: ownable, functionName: 'owner' })
      : signer,
  ])
  if (nft && main && isAddressEqual(owner, signer) && isAddressEqual(batchOwner, signer)) return
  throw new Error(
    `the devnet's contracts are not its signer's (${signer}, the key in ${signerKeyFile(devnetDir)}): ` +
      `put back the key file they were deployed with, or move the devnet aside and start on a fresh chain: mv ${devnetDir} ${devnetDir}.old`,
  )
}
