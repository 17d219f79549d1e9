import { randomUUID } from 'node:crypto'
import type { BrowserContext, Page } from 'playwright-core'
import {
  type Address,
  createWalletClient,
  defineChain,
  type Hex,
  hexToBigInt,
  http,
  numberToHex,
  type TypedDataDefinition,
} from 'viem'
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'

/** What the page sees: EIP-6963 provider info. */
export const TEST_WALLET_INFO = {
  name: 'MeMap Test Wallet',
  rdns: 'dev.memap.test-wallet',
  icon: `data:image/svg+xml;base64,${Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#0f766e"/><path d="M8 11h16v12H8z" fill="#fff"/><circle cx="20" cy="17" r="2" fill="#0f766e"/></svg>',
  ).toString('base64')}`,
}

const BINDING = '__memapTestWallet'
/** A DOM event through which the tests make the provider emit an EIP-1193 event. */
const EMIT_EVENT = 'memap-test-wallet:emit'
const USER_REJECTED = { code: 4001, message: 'User rejected the request.' }
const UNSUPPORTED = { code: 4200, message: 'The requested method is not supported by this wallet.' }

type Answer = {
  result?: unknown
  error?: { code: number; message: string }
  events?: WalletEvent[]
}
type WalletEvent = [name: 'chainChanged' | 'accountsChanged', payload: unknown]

export type TestWalletOptions = {
  /** The devnet's JSON-RPC URL (the config's rpcUrl) and chain id. */
  rpcUrl: string
  chainId: number
  /** Fresh and random unless given. */
  privateKey?: Hex
  /**
   * The chain the wallet is on at first; it knows no other until a dapp adds one (EIP-3085),
   * as a wallet fresh from the store. Defaults to Ethereum mainnet.
   */
  startChainId?: number
}

/**
 * An EIP-1193 wallet for the browser tests. The page gets a provider (announced through
 * EIP-6963 and set as `window.ethereum`) whose requests cross to Node, where a real private key
 * signs: every signature and transaction is real, checked by the server and the devnet.
 */
export class TestWallet {
  readonly account: PrivateKeyAccount
  /** Its key, for the same wallet on a second device (another browser context). */
  readonly privateKey: Hex
  /** Every request the pages made, in order. */
  readonly requests: { method: string; params: unknown[] }[] = []
  /** The chains dapps added, with the RPC URLs they gave. */
  readonly addedChains: { chainId: number; rpcUrls: string[] }[] = []
  private chainId: number
  private readonly chains = new Map<number, string | undefined>()
  private readonly refused = new Set<string>()
  private readonly lacking = new Set<string>()

  constructor(private readonly options: TestWalletOptions) {
    this.privateKey = options.privateKey ?? generatePrivateKey()
    this.account = privateKeyToAccount(this.privateKey)
    this.chainId = options.startChainId ?? 1
    this.chains.set(this.chainId, this.chainId === options.chainId ? options.rpcUrl : undefined)
  }

  get address(): Address {
    return this.account.address
  }

  /** How many times the pages asked for `method`. */
  count(method: string): number {
    return this.requests.filter((request) => request.method === method).length
  }

  /** The user says no to every `method` request from now on (4001). */
  refuse(method: string): void {
    this.refused.add(method)
  }

  /**
   * The wallet does not know `method` (EIP-1193 4200), as a wallet that cannot sign typed data
   * (`eth_signTypedData_v4`) answers; `knows` undoes it.
   */
  lacks(method: string): void {
    this.lacking.add(method)
  }

  knows(method: string): void {
    this.lacking.delete(method)
  }

  /** Puts the wallet in every page of `target` (a context, or one page), before any script. */
  async install(target: BrowserContext | Page): Promise<void> {
    await target.exposeBinding(BINDING, (_source, method: string, params: unknown[]) =>
      this.answer(method, params),
    )
    await target.addInitScript(injectProvider, {
      binding: BINDING,
      emitEvent: EMIT_EVENT,
      info: { ...TEST_WALLET_INFO, uuid: randomUUID() },
    })
  }

  /** The user disconnects the site in the wallet: `accountsChanged` with no account. */
  async disconnectFrom(page: Page): Promise<void> {
    const event: WalletEvent = ['accountsChanged', []]
    await page.evaluate(
      ([name, detail]) => window.dispatchEvent(new CustomEvent(name, { detail })),
      [EMIT_EVENT, event] as const,
    )
  }

  /** Gives the wallet devnet ETH for gas (anvil_setBalance). */
  async fund(wei: bigint): Promise<void> {
    await rpc(this.options.rpcUrl, 'anvil_setBalance', [this.address, numberToHex(wei)])
  }

  private async answer(method: string, params: unknown[] = []): Promise<Answer> {
    this.requests.push({ method, params })
    if (this.lacking.has(method)) return { error: UNSUPPORTED }
    if (this.refused.has(method)) return { error: USER_REJECTED }
    try {
      return await this.handle(method, params)
    } catch (error) {
      const { code, message } = error as { code?: unknown; message?: string }
      return { error: { code: typeof code === 'number' ? code : -32603, message: `${message}` } }
    }
  }

  private async handle(method: string, params: unknown[]): Promise<Answer> {
    const { account } = this
    switch (method) {
      case 'eth_requestAccounts':
      case 'eth_accounts':
        return { result: [account.address] }
      case 'wallet_requestPermissions':
      case 'wallet_getPermissions':
        return {
          result: [
            {
              parentCapability: 'eth_accounts',
              caveats: [{ type: 'restrictReturnedAccounts', value: [account.address] }],
            },
          ],
        }
      case 'wallet_revokePermissions':
        return { result: null }
      case 'eth_chainId':
        return { result: numberToHex(this.chainId) }
      case 'net_version':
        return { result: String(this.chainId) }
      case 'wallet_switchEthereumChain': {
        const chainId = Number((params[0] as { chainId: Hex }).chainId)
        if (!this.chains.has(chainId)) {
          return { error: { code: 4902, message: `Unrecognized chain ID ${chainId}.` } }
        }
        return this.switchTo(chainId)
      }
      case 'wallet_addEthereumChain': {
        const { chainId: hex, rpcUrls = [] } = params[0] as { chainId: Hex; rpcUrls?: string[] }
        const chainId = Number(hex)
        this.addedChains.push({ chainId, rpcUrls })
        this.chains.set(chainId, rpcUrls[0])
        // As MetaMask does: adding a chain also switches to it.
        return this.switchTo(chainId)
      }
      case 'personal_sign': {
        const [data, address] = params as [Hex, Address]
        this.assertOwn(address)
        return { result: await account.signMessage({ message: { raw: data } }) }
      }
      case 'eth_sign': {
        const [address, hash] = params as [Address, Hex]
        this.assertOwn(address)
        return { result: await account.sign({ hash }) }
      }
      case 'eth_signTypedData_v4': {
        const [address, json] = params as [Address, string]
        this.assertOwn(address)
        const typedData = JSON.parse(json) as TypedDataDefinition
        return { result: await account.signTypedData(typedData) }
      }
      case 'eth_sendTransaction':
        return { result: await this.sendTransaction(params[0] as TransactionRequest) }
      default:
        return { result: await rpc(this.rpcUrl(), method, params) }
    }
  }

  private switchTo(chainId: number): Answer {
    const changed = chainId !== this.chainId
    this.chainId = chainId
    return { result: null, events: changed ? [['chainChanged', numberToHex(chainId)]] : [] }
  }

  private rpcUrl(): string {
    const url = this.chains.get(this.chainId)
    if (!url) throw Object.assign(new Error('No RPC for this chain.'), { code: 4901 })
    return url
  }

  private assertOwn(address: string): void {
    if (address.toLowerCase() !== this.address.toLowerCase()) {
      throw Object.assign(new Error(`Not this wallet's account: ${address}`), { code: 4100 })
    }
  }

  /** Signs and sends through the current chain's RPC; viem fills nonce, gas and fees. */
  private async sendTransaction(request: TransactionRequest): Promise<Hex> {
    this.assertOwn(request.from)
    const chain = defineChain({
      id: this.chainId,
      name: `Chain ${this.chainId}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [this.rpcUrl()] } },
    })
    const client = createWalletClient({ account: this.account, chain, transport: http() })
    const big = (value: Hex | undefined) => (value === undefined ? undefined : hexToBigInt(value))
    return client.sendTransaction({
      to: request.to ?? null,
      data: request.data,
      value: big(request.value),
      gas: big(request.gas),
      maxFeePerGas: big(request.maxFeePerGas),
      maxPriorityFeePerGas: big(request.maxPriorityFeePerGas),
    })
  }
}

type TransactionRequest = {
  from: Address
  to?: Address
  data?: Hex
  value?: Hex
  gas?: Hex
  maxFeePerGas?: Hex
  maxPriorityFeePerGas?: Hex
}

async function rpc(url: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as {
    result?: unknown
    error?: { code: number; message: string }
  }
  if (body.error) throw Object.assign(new Error(body.error.message), { code: body.error.code })
  return body.result
}

/** Runs in the page, before its scripts: the EIP-1193 provider and its EIP-6963 announcement. */
function injectProvider({
  binding,
  emitEvent,
  info,
}: {
  binding: string
  emitEvent: string
  info: { uuid: string; name: string; icon: string; rdns: string }
}) {
  type Listener = (payload: unknown) => void
  type Bridge = (method: string, params: unknown[]) => Promise<Answer>
  const listeners = new Map<string, Set<Listener>>()
  function emit([name, payload]: WalletEvent) {
    for (const listener of listeners.get(name) ?? []) listener(payload)
  }
  window.addEventListener(emitEvent, (event) => emit((event as CustomEvent<WalletEvent>).detail))
  const provider = {
    async request({ method, params }: { method: string; params?: unknown[] }) {
      const bridge = (window as unknown as Record<string, Bridge>)[binding] as Bridge
      const answer = await bridge(method, params ?? [])
      for (const event of answer.events ?? []) emit(event)
      if (answer.error) {
        throw Object.assign(new Error(answer.error.message), { code: answer.error.code })
      }
      return answer.result
    },
    on(name: string, listener: Listener) {
      listeners.set(name, (listeners.get(name) ?? new Set()).add(listener))
      return provider
    },
    removeListener(name: string, listener: Listener) {
      listeners.get(name)?.delete(listener)
      return provider
    },
  }
  Object.defineProperty(window, 'ethereum', { value: provider, configurable: true })
  const announce = () =>
    window.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', {
        detail: Object.freeze({ info: Object.freeze(info), provider }),
      }),
    )
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
}
