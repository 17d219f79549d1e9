import { createRef } from 'react'
import { defineChain } from 'viem'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { page } from 'vitest/browser'
import { type CreateConnectorFn, createConfig, http, mock, WagmiProvider } from 'wagmi'
import { MEMBER, PUBLIC_CONFIG } from '../../../test/fixtures.ts'
import { renderInApp } from '../../../test/render-in-app.tsx'
import { answer, stubApi } from '../../../test/stub-api.ts'
import { type ConnectedWallet, WalletChooser } from './wallet-chooser.tsx'

// The wallet chooser (PRODUCT.md §2): its wallets in order, the Coinbase connector loaded when it
// opens (its SDK is a dynamic import, stubbed here: the test checks the chooser asks for it), a
// wallet connected and handed over, a refusal in words, Cancel.

const sdk = vi.hoisted(() => ({ loadCoinbase: vi.fn<() => Promise<unknown>>() }))
vi.mock('../lib/load-extra-connectors.ts', () => ({
  loadCoinbaseConnector: () => sdk.loadCoinbase(),
  loadLazyConnector: () => sdk.loadCoinbase(),
}))

beforeEach(() => {
  sdk.loadCoinbase.mockReset()
  sdk.loadCoinbase.mockResolvedValue(undefined)
})

/** The devnet's chain (PUBLIC_CONFIG's); the mock wallet never calls its RPC here. */
const DEVNET = defineChain({
  id: 31337,
  name: 'MeMap Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [PUBLIC_CONFIG.rpcUrl] } },
})

/** A browser wallet that announced itself (EIP-6963), as wagmi's mock plays it. */
function announcedWallet(features: Parameters<typeof mock>[0]['features'] = {}): CreateConnectorFn {
  return (config) => ({
    ...mock({ accounts: [MEMBER], features })(config),
    id: 'io.example.wallet',
    name: 'Example Wallet',
    type: 'injected',
  })
}

async function renderChooser(wallet = announcedWallet()) {
  stubApi({ 'GET /config': answer(PUBLIC_CONFIG) })
  const wagmi = createConfig({
    chains: [DEVNET],
    transports: { [DEVNET.id]: http() },
    connectors: [wallet],
  })
  const calls: string[] = []
  const connected: ConnectedWallet[] = []
  await renderInApp(
    <WagmiProvider config={wagmi}>
      <WalletChooser
        opener={createRef()}
        onClose={() => calls.push('close')}
        onConnected={(given) => {
          calls.push('connected')
          connected.push(given)
        }}
      />
    </WagmiProvider>,
  )
  await expect.element(chooser()).toBeVisible()
  return { calls, connected }
}

const chooser = () => page.getByRole('dialog', { name: 'Connect a wallet' })
const option = (name: string | RegExp) => chooser().getByRole('button', { name })

describe('the wallets offered', () => {
  test('in order, Coinbase loading from the opening, MetaMask as a link when absent', async () => {
    // Still loading: the connector's code has not answered.
    sdk.loadCoinbase.mockReturnValue(new Promise(() => {}))
    await renderChooser()
    await expect
      .element(chooser())
      .toHaveAccessibleDescription('Choose the wallet that holds your MeMap.')
    const names = [...document.querySelectorAll('.wallet-option__name')].map((n) => n.textContent)
    expect(names).toEqual([
      'Coinbase Smart Wallet',
      'MetaMask',
      'Example Wallet',
      'Local test wallet',
    ])
    await expect.element(option('Coinbase Smart Wallet Loading…')).toBeVisible()
    // Asked for at the opening (twice under strict mode's double effects).
    expect(sdk.loadCoinbase).toHaveBeenCalled()
    await expect
      .element(chooser().getByRole('link', { name: 'MetaMask Open in the MetaMask app' }))
      .toHaveAttribute('href', expect.stringMatching(/^https:\/\/metamask\.app\.link\/dapp\//))
  })

  test('Coinbase that could not load says so, to be tapped again', async () => {
    sdk.loadCoinbase.mockRejectedValue(new Error('chunk failed'))
    await renderChooser()
    await expect.element(option('Coinbase Smart Wallet Could not load; tap to retry')).toBeVisible()
  })
})

describe('picking a wallet', () => {
  test('connects it, closes the chooser, then hands the wallet over', async () => {
    const { calls, connected } = await renderChooser()
    await option('Example Wallet').click()
    await expect.poll(() => calls).toEqual(['close', 'connected'])
    expect(connected[0]?.address).toBe(MEMBER)
    expect(connected[0]?.chainId).toBe(31337)
    expect(connected[0]?.connector.name).toBe('Example Wallet')
  })

  test('a refusal in the wallet is told in words; the chooser stays', async () => {
    const { calls } = await renderChooser(announcedWallet({ connectError: true }))
    await option('Example Wallet').click()
    await expect
      .element(chooser().getByRole('alert'))
      .toHaveTextContent('The connection was cancelled in the wallet.')
    expect(calls).toEqual([])
    await expect.element(option('Example Wallet')).toHaveAttribute('aria-busy', 'false')
  })

  test('Cancel closes the chooser, nothing connected', async () => {
    const { calls } = await renderChooser()
    await chooser().getByRole('button', { name: 'Cancel' }).click()
    expect(calls).toEqual(['close'])
  })
})
