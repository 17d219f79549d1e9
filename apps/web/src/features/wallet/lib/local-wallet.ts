// The local test wallet (devnet only), loaded with a dynamic import by load-extra-connectors.ts:
// an EIP-1193 provider that signs in the page with a private key kept in localStorage, and
// sends every read to the deployment's RPC URL. Never part of the landing page's download.
import {
  type Chain,
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  numberToHex,
  type TypedDataDefinition,
} from 'viem'
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import type { Config, Connector } from 'wagmi'
import { localWalletKey } from './local-wallet-keys.ts'
import { LOCAL_WALLET_CONNECTOR_ID, LOCAL_WALLET_NAME } from './local-wallet-offer.ts'

type RequestArguments = { method: string; params?: unknown }
type Listener = (...args: unknown[]) => void

/** An EIP-1193 provider error (4001, 4200, 4902…). */
class ProviderRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

export type LocalWalletProvider = {
  request: (args: RequestArguments) => Promise<unknown>
  on: (event: string, listener: Listener) => void
  removeListener: (event: string, listener: Listener) => void
  readonly account: PrivateKeyAccount
}

/**
 * A wallet on `chain` holding `privateKey`: it signs `personal_sign`, `eth_signTypedData_v4`
 * and `eth_sendTransaction` (signed here, sent as a raw transaction with nonce, gas and fees
 * filled by viem), and passes every other call to `rpcUrl`.
 */
export function createLocalWalletProvider({
  privateKey,
  chain,
  rpcUrl,
}: {
  privateKey: Hex
  chain: Chain
  rpcUrl: string
}): LocalWalletProvider {
  const account = privateKeyToAccount(privateKey)
  const transport = http(rpcUrl, { retryCount: 3, timeout: 10_000 })
  const reader = createPublicClient({ chain, transport })
  const signer = createWalletClient({ account, chain, transport })
  const listeners = new Map<string, Set<Listener>>()
  const chainIdHex = numberToHex(chain.id)

  const sameAccount = (value: unknown) =>
    typeof value === 'string' && value.toLowerCase() === account.address.toLowerCase()

  async function request({ method, params }: RequestArguments): Promise<unknown> {
    const list = (Array.isArray(params) ? params : []) as unknown[]
    switch (method) {
      case 'eth_requestAccounts':
      case 'eth_accounts':
        return [account.address]
      case 'eth_chainId':
        return chainIdHex
      case 'net_version':
        return String(chain.id)
      case 'wallet_requestPermissions':
      case 'wallet_getPermissions':
        return [{ parentCapability: 'eth_accounts' }]
      case 'wallet_revokePermissions':
        return null
      case 'wallet_switchEthereumChain':
      case 'wallet_addEthereumChain': {
        const wanted = (list[0] as { chainId?: string } | undefined)?.chainId
        if (wanted !== undefined && Number(wanted) !== chain.id) {
          throw new ProviderRpcError(4902, `The local test wallet runs on chain ${chain.id} only.`)
        }
        return null
      }
      case 'personal_sign': {
        const [message, from] = list as [Hex, string]
        if (!sameAccount(from)) throw new ProviderRpcError(4100, 'Unknown account.')
        return account.signMessage({ message: { raw: message } })
      }
      case 'eth_signTypedData_v4': {
        const [from, data] = list as [string, string | object]
        if (!sameAccount(from)) throw new ProviderRpcError(4100, 'Unknown account.')
        const typed = (
          typeof data === 'string' ? JSON.parse(data) : data
        ) as TypedDataDefinition & {
          types: Record<string, unknown>
        }
        const { EIP712Domain: _domain, ...types } = typed.types
        return account.signTypedData({ ...typed, types } as TypedDataDefinition)
      }
      case 'eth_sendTransaction': {
        const [tx] = list as [
          { from?: string; to?: Hex; data?: Hex; value?: Hex; gas?: Hex; nonce?: Hex },
        ]
        if (tx.from !== undefined && !sameAccount(tx.from)) {
          throw new ProviderRpcError(4100, 'Unknown account.')
        }
        return signer.sendTransaction({
          to: tx.to ?? null,
          data: tx.data,
          value: tx.value === undefined ? undefined : BigInt(tx.value),
          gas: tx.gas === undefined ? undefined : BigInt(tx.gas),
          nonce: tx.nonce === undefined ? undefined : Number(tx.nonce),
        })
      }
      case 'eth_sign':
      case 'eth_signTransaction':
      case 'eth_signTypedData':
      case 'eth_signTypedData_v3':
        throw new ProviderRpcError(4200, `${method} is not supported by the local test wallet.`)
      default:
        return reader.request({ method, params } as never)
    }
  }

  return {
    account,
    request,
    on: (event, listener) => {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    removeListener: (event, listener) => {
      listeners.get(event)?.delete(listener)
    },
  }
}

let provider: { privateKey: Hex; wallet: LocalWalletProvider } | undefined

/**
 * The page's local wallet, on the account picked in the chooser: a dev account, or the key kept
 * in localStorage (a fresh one at first). A new pick makes a new wallet.
 */
function localWalletProvider(chain: Chain): LocalWalletProvider {
  const rpcUrl = chain.rpcUrls.default.http[0]
  if (!rpcUrl) throw new Error('The chain has no RPC URL.')
  const privateKey = localWalletKey(window.localStorage, generatePrivateKey)
  if (provider?.privateKey !== privateKey) {
    provider = { privateKey, wallet: createLocalWalletProvider({ privateKey, chain, rpcUrl }) }
  }
  return provider.wallet
}

const ICON =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"%3E%3Crect width="64" height="64" rx="16" fill="%235b3df5"/%3E%3C/svg%3E'
const UUID = '9b5c3a8e-2f41-4c0b-8a77-6d0e5f1a2b3c'

let announced:
  | { request: LocalWalletProvider['request']; on: Listener; removeListener: Listener }
  | undefined

let listening = false

/**
 * Announces the local test wallet through EIP-6963; wagmi's discovery (on in the config) makes
 * it a connector with the id `LOCAL_WALLET_CONNECTOR_ID`. Going through the announcement keeps
 * wagmi's code out of this chunk, so the landing page's chunks stay as they were.
 */
export function addLocalWalletConnector(config: Config): Connector {
  const [chain] = config.chains
  // One provider for wagmi to keep; each request goes to the wallet of the account picked now.
  announced ??= {
    request: (args) => localWalletProvider(chain).request(args),
    on: () => {},
    removeListener: () => {},
  }
  const provider = announced
  const announce = () =>
    window.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', {
        detail: Object.freeze({
          info: {
            uuid: UUID,
            name: LOCAL_WALLET_NAME,
            icon: ICON,
            rdns: LOCAL_WALLET_CONNECTOR_ID,
          },
          provider,
        }),
      }),
    )
  if (!listening) {
    listening = true
    window.addEventListener('eip6963:requestProvider', announce)
  }
  announce()
  const connector = config.connectors.find(
    (candidate) => candidate.id === LOCAL_WALLET_CONNECTOR_ID,
  )
  if (!connector) throw new Error('The local test wallet was not discovered.')
  return connector
}
