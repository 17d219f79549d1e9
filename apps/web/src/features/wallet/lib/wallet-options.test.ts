import { describe, expect, it } from 'vitest'
import { walletOptions } from './wallet-options.ts'

type FakeConnector = { id: string; name: string; type: string; icon?: string }

const injected: FakeConnector = { id: 'injected', name: 'Injected', type: 'injected' }
const metaMask: FakeConnector = {
  id: 'io.metamask',
  name: 'MetaMask',
  type: 'injected',
  icon: 'data:image/svg+xml;base64,AAAA',
}
const rabby: FakeConnector = {
  id: 'io.rabby',
  name: 'Rabby Wallet',
  type: 'injected',
  icon: 'https://tracker.example/rabby.png',
}
const coinbase: FakeConnector = {
  id: 'coinbaseWalletSDK',
  name: 'Coinbase Wallet',
  type: 'coinbaseWallet',
}
const walletConnect: FakeConnector = {
  id: 'walletConnect',
  name: 'WalletConnect',
  type: 'walletConnect',
}

const base = {
  walletConnectEnabled: true,
  legacyInjected: { present: false, isMetaMask: false },
  metaMaskLink: 'https://metamask.app.link/dapp/memap.test/',
}

const summary = (options: ReturnType<typeof walletOptions<FakeConnector>>) =>
  options.map((option) => `${option.kind}:${option.name}`)

describe('walletOptions', () => {
  it('before the chooser code loads: Coinbase and WalletConnect wait, MetaMask links out', () => {
    const options = walletOptions({ ...base, connectors: [injected] })
    expect(summary(options)).toEqual([
      'deferred:Coinbase Smart Wallet',
      'deferred:WalletConnect',
      'link:MetaMask',
    ])
    expect(options[2]).toMatchObject({ href: base.metaMaskLink })
  })

  it('lists every EIP-6963 wallet after the three named ones, without the plain duplicate', () => {
    const options = walletOptions({
      ...base,
      connectors: [injected, rabby, metaMask, coinbase, walletConnect],
      legacyInjected: { present: true, isMetaMask: true },
    })
    expect(summary(options)).toEqual([
      'connector:Coinbase Smart Wallet',
      'connector:WalletConnect',
      'connector:MetaMask',
      'connector:Rabby Wallet',
    ])
    expect(options[2]).toMatchObject({ icon: metaMask.icon })
    // Only data-URI icons are shown; others fall back to a built-in icon.
    expect(options[3]).toMatchObject({ icon: 'browser' })
  })

  it('leaves WalletConnect out when the deployment has no project id', () => {
    const options = walletOptions({ ...base, walletConnectEnabled: false, connectors: [coinbase] })
    expect(summary(options)).toEqual(['connector:Coinbase Smart Wallet', 'link:MetaMask'])
  })

  it('uses window.ethereum for a MetaMask that does not announce itself', () => {
    const options = walletOptions({
      ...base,
      connectors: [injected, coinbase],
      walletConnectEnabled: false,
      legacyInjected: { present: true, isMetaMask: true },
    })
    expect(summary(options)).toEqual(['connector:Coinbase Smart Wallet', 'connector:MetaMask'])
    expect(options[1]).toMatchObject({ connector: injected })
  })

  it('offers a plain browser wallet when only window.ethereum exists', () => {
    const options = walletOptions({
      ...base,
      connectors: [injected],
      walletConnectEnabled: false,
      legacyInjected: { present: true, isMetaMask: false },
    })
    expect(summary(options)).toEqual([
      'deferred:Coinbase Smart Wallet',
      'link:MetaMask',
      'connector:Browser wallet',
    ])
  })
})
