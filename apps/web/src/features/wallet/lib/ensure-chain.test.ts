import type { AddEthereumChainParameter } from 'viem'
import { optimismSepolia } from 'viem/chains'
import { describe, expect, it, vi } from 'vitest'
import {
  addChainParameter,
  type ChainSwitcher,
  ensureChain,
  hasErrorCode,
  WrongChainError,
  waitForChain,
} from './ensure-chain.ts'

const noSleep = vi.fn(async (_ms: number) => {})

/** A wallet on `startId` that knows `known` chains; adding a chain also switches to it. */
function fakeWallet(startId: number, known: number[], { lag = 0 } = {}) {
  let chainId = startId
  let reads = 0
  const added: AddEthereumChainParameter[] = []
  const wallet: ChainSwitcher = {
    getChainId: vi.fn(async () => {
      reads += 1
      return reads > lag ? chainId : startId
    }),
    switchChain: vi.fn(async (id: number) => {
      if (!known.includes(id)) {
        throw Object.assign(new Error('Unrecognized chain ID'), { code: 4902 })
      }
      chainId = id
    }),
    addChain: vi.fn(async (parameter: AddEthereumChainParameter) => {
      added.push(parameter)
      known.push(Number(parameter.chainId))
      chainId = Number(parameter.chainId)
    }),
  }
  return { wallet, added }
}

const target = { chain: optimismSepolia, rpcUrl: 'https://rpc.memap.test/sepolia' }

describe('waitForChain', () => {
  it('asks every 50 ms, up to 20 times', async () => {
    const read = vi.fn(async () => 1)
    const sleep = vi.fn(async (_ms: number) => {})
    expect(await waitForChain(read, 10, { sleep })).toBe(false)
    expect(read).toHaveBeenCalledTimes(20)
    expect(sleep).toHaveBeenCalledTimes(19)
    expect(sleep.mock.calls.every(([ms]) => ms === 50)).toBe(true)
  })

  it('stops as soon as the chain is there', async () => {
    const answers = [1, 1, 10]
    const read = vi.fn(async () => answers.shift() ?? 1)
    expect(await waitForChain(read, 10, { sleep: noSleep })).toBe(true)
    expect(read).toHaveBeenCalledTimes(3)
  })

  it('waits in real time between the reads', async () => {
    vi.useFakeTimers()
    try {
      const answers = [1, 10]
      const read = vi.fn(async () => answers.shift() ?? 1)
      const done = waitForChain(read, 10)
      await vi.advanceTimersByTimeAsync(49)
      expect(read).toHaveBeenCalledTimes(1)
      await vi.advanceTimersByTimeAsync(1)
      await expect(done).resolves.toBe(true)
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('ensureChain', () => {
  it('does nothing on the right chain', async () => {
    const { wallet } = fakeWallet(11155420, [11155420])
    await ensureChain(wallet, target, { sleep: noSleep })
    expect(wallet.switchChain).not.toHaveBeenCalled()
  })

  it('switches to a chain the wallet knows', async () => {
    const { wallet } = fakeWallet(1, [1, 11155420])
    await ensureChain(wallet, target, { sleep: noSleep })
    expect(wallet.switchChain).toHaveBeenCalledWith(11155420)
    expect(wallet.addChain).not.toHaveBeenCalled()
  })

  it('adds an unknown chain (4902) with the configured RPC URL, then polls for it', async () => {
    const { wallet, added } = fakeWallet(1, [1])
    await ensureChain(wallet, target, { sleep: noSleep })
    expect(wallet.switchChain).toHaveBeenCalledWith(11155420)
    expect(added).toEqual([
      {
        chainId: '0xaa37dc',
        chainName: 'OP Sepolia',
        nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: ['https://rpc.memap.test/sepolia'],
        blockExplorerUrls: ['https://optimism-sepolia.blockscout.com'],
      },
    ])
    expect(await wallet.getChainId()).toBe(11155420)
  })

  it('waits for a wallet that reports the new chain late', async () => {
    const { wallet } = fakeWallet(1, [1], { lag: 5 })
    await ensureChain(wallet, target, { sleep: noSleep })
    expect(wallet.getChainId).toHaveBeenCalledTimes(6)
  })

  it('fails when the wallet never gets there', async () => {
    const { wallet } = fakeWallet(1, [1], { lag: 100 })
    await expect(ensureChain(wallet, target, { sleep: noSleep })).rejects.toBeInstanceOf(
      WrongChainError,
    )
    expect(wallet.getChainId).toHaveBeenCalledTimes(21)
  })

  it('passes a refusal on as it came', async () => {
    const refusal = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    const { wallet } = fakeWallet(1, [1])
    vi.mocked(wallet.switchChain).mockRejectedValueOnce(refusal)
    await expect(ensureChain(wallet, target, { sleep: noSleep })).rejects.toBe(refusal)
    expect(wallet.addChain).not.toHaveBeenCalled()
  })
})

describe('addChainParameter', () => {
  it('leaves out the explorer of a chain without one', () => {
    const devnet = { ...optimismSepolia, id: 31337, name: 'Devnet', blockExplorers: undefined }
    expect(addChainParameter(devnet, 'http://localhost:8080/v0/rpc')).not.toHaveProperty(
      'blockExplorerUrls',
    )
  })
})

describe('hasErrorCode', () => {
  it('finds a code on the error, in its causes, or as MetaMask Mobile nests it', () => {
    const root = Object.assign(new Error('x'), { code: 4902 })
    expect(hasErrorCode(root, 4902)).toBe(true)
    expect(
      hasErrorCode(new Error('wrapped', { cause: new Error('twice', { cause: root }) }), 4902),
    ).toBe(true)
    expect(hasErrorCode({ code: -32603, data: { originalError: { code: 4902 } } }, 4902)).toBe(true)
    expect(hasErrorCode(new Error('other'), 4902)).toBe(false)
    expect(hasErrorCode(undefined, 4902)).toBe(false)
  })
})
