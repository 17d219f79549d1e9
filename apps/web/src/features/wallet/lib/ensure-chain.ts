import { type AddEthereumChainParameter, type Chain, numberToHex } from 'viem'

/** PRODUCT.md §4: after adding a chain, its id is polled every 50 ms, up to 20 times. */
export const CHAIN_POLL_INTERVAL_MS = 50
export const CHAIN_POLL_ATTEMPTS = 20
/** EIP-3326: the wallet does not know the chain it was asked to switch to. */
export const UNKNOWN_CHAIN_CODE = 4902

/** What `ensureChain` needs of the connected wallet. */
export type ChainSwitcher = {
  getChainId: () => Promise<number>
  switchChain: (chainId: number) => Promise<void>
  addChain: (parameter: AddEthereumChainParameter) => Promise<void>
}

/** The wallet stayed on another chain than the one MeMap runs on. */
export class WrongChainError extends Error {
  override name = 'WrongChainError'
  constructor(readonly expected: number) {
    super(`The wallet is not on chain ${expected}.`)
  }
}

type PollOptions = {
  intervalMs?: number
  attempts?: number
  sleep?: (ms: number) => Promise<void>
}

/** Asks for the chain id up to `attempts` times, `intervalMs` apart; true once it is `chainId`. */
export async function waitForChain(
  readChainId: () => Promise<number>,
  chainId: number,
  {
    intervalMs = CHAIN_POLL_INTERVAL_MS,
    attempts = CHAIN_POLL_ATTEMPTS,
    sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  }: PollOptions = {},
): Promise<boolean> {
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    if ((await readChainId()) === chainId) return true
    if (attempt < attempts) await sleep(intervalMs)
  }
  return false
}

/**
 * PRODUCT.md §2 and §4: puts the wallet on MeMap's chain. A wallet that does not know the chain
 * (4902) is asked to add it with the deployment's RPC URL; then the chain id is polled until
 * the wallet is there. A refusal (4001) is rethrown as it came.
 */
export async function ensureChain(
  wallet: ChainSwitcher,
  { chain, rpcUrl }: { chain: Chain; rpcUrl: string },
  pollOptions?: PollOptions,
): Promise<void> {
  if ((await wallet.getChainId()) === chain.id) return
  try {
    await wallet.switchChain(chain.id)
  } catch (error) {
    if (!hasErrorCode(error, UNKNOWN_CHAIN_CODE)) throw error
    await wallet.addChain(addChainParameter(chain, rpcUrl))
  }
  if (!(await waitForChain(wallet.getChainId, chain.id, pollOptions))) {
    throw new WrongChainError(chain.id)
  }
}

export function addChainParameter(chain: Chain, rpcUrl: string): AddEthereumChainParameter {
  const explorer = chain.blockExplorers?.default.url
  return {
    chainId: numberToHex(chain.id),
    chainName: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: [rpcUrl],
    ...(explorer ? { blockExplorerUrls: [explorer] } : {}),
  }
}

/** Whether `error` or one of its causes carries this EIP-1193 code (wallets nest them). */
export function hasErrorCode(error: unknown, code: number): boolean {
  const seen = new Set<unknown>()
  let current: unknown = error
  while (typeof current === 'object' && current !== null && !seen.has(current)) {
    seen.add(current)
    const {
      code: own,
      data,
      cause,
    } = current as {
      code?: unknown
      data?: { originalError?: { code?: unknown } }
      cause?: unknown
    }
    if (own === code || data?.originalError?.code === code) return true
    current = cause
  }
  return false
}
