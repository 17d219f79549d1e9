import { describe, expect, it } from 'vitest'
import {
  LOCAL_WALLET_CONNECTOR_ID,
  localWalletOptions,
  offersLocalWallet,
  withoutLocalWallet,
} from './local-wallet-offer.ts'

const local = { id: LOCAL_WALLET_CONNECTOR_ID, name: 'Local test wallet', type: 'injected' }
const injected = { id: 'injected', name: 'Injected', type: 'injected' }

describe('the local test wallet offer', () => {
  it('is made on the devnet (31337) only', () => {
    expect(offersLocalWallet(31337)).toBe(true)
    expect(offersLocalWallet(10)).toBe(false)
    expect(offersLocalWallet(11155420)).toBe(false)
    expect(localWalletOptions(10, [injected])).toEqual([])
    expect(localWalletOptions(11155420, [injected, local])).toEqual([])
  })

  it('waits for its code until picked, then uses its connector', () => {
    expect(localWalletOptions(31337, [injected])).toEqual([
      {
        kind: 'deferred',
        key: LOCAL_WALLET_CONNECTOR_ID,
        name: 'Local test wallet',
        icon: 'browser',
        connectorId: LOCAL_WALLET_CONNECTOR_ID,
      },
    ])
    expect(localWalletOptions(31337, [injected, local])).toMatchObject([
      { kind: 'connector', name: 'Local test wallet', connector: local },
    ])
  })

  it('keeps its connector out of the other wallets’ list', () => {
    expect(withoutLocalWallet([injected, local])).toEqual([injected])
  })
})
