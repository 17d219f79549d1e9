import { DEV_PRIVATE_KEYS } from '@memap/contracts/dev-accounts'
import { generatePrivateKey } from 'viem/accounts'
import { describe, expect, it, vi } from 'vitest'
import {
  chooseDevAccount,
  chooseFreshKey,
  LOCAL_WALLET_KEY_STORAGE,
  loadOrCreateKey,
  localWalletKey,
  PICKABLE_DEV_ACCOUNTS,
} from './local-wallet-keys.ts'
import { LOCAL_WALLET_ACCOUNT_STORAGE } from './local-wallet-offer.ts'

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial))
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      items.set(key, value)
    },
    items,
  }
}

describe('the local wallet key', () => {
  it('is generated on first use and stored', () => {
    const storage = memoryStorage()
    const generate = vi.fn(generatePrivateKey)
    const key = loadOrCreateKey(storage, generate)
    expect(key).toMatch(/^0x[0-9a-f]{64}$/)
    expect(storage.items.get(LOCAL_WALLET_KEY_STORAGE)).toBe(key)
    expect(generate).toHaveBeenCalledTimes(1)
  })

  it('is read back on later uses', () => {
    const storage = memoryStorage()
    const first = loadOrCreateKey(storage, generatePrivateKey)
    const generate = vi.fn(generatePrivateKey)
    expect(loadOrCreateKey(storage, generate)).toBe(first)
    expect(generate).not.toHaveBeenCalled()
  })

  it('replaces a stored value that is no key, and never keeps anvil’s key 0', () => {
    for (const bad of ['nonsense', '0x1234', DEV_PRIVATE_KEYS[0]]) {
      const storage = memoryStorage({ [LOCAL_WALLET_KEY_STORAGE]: bad })
      const key = loadOrCreateKey(storage, generatePrivateKey)
      expect(key).not.toBe(bad)
      expect(storage.items.get(LOCAL_WALLET_KEY_STORAGE)).toBe(key)
    }
  })

  it('offers anvil’s dev accounts 1..9 only, never key 0', () => {
    expect(PICKABLE_DEV_ACCOUNTS.map((account) => account.index)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9,
    ])
    expect(PICKABLE_DEV_ACCOUNTS.map((account) => account.privateKey)).not.toContain(
      DEV_PRIVATE_KEYS[0],
    )
    const storage = memoryStorage()
    expect(chooseDevAccount(storage, 3)).toBe(DEV_PRIVATE_KEYS[3])
    expect(loadOrCreateKey(storage, generatePrivateKey)).toBe(DEV_PRIVATE_KEYS[3])
    expect(() => chooseDevAccount(storage, 0)).toThrow(RangeError)
    expect(() => chooseDevAccount(storage, 10)).toThrow(RangeError)
  })

  it('can start again with a fresh key', () => {
    const storage = memoryStorage()
    chooseDevAccount(storage, 1)
    const fresh = chooseFreshKey(storage, generatePrivateKey)
    expect(fresh).not.toBe(DEV_PRIVATE_KEYS[1])
    expect(loadOrCreateKey(storage, generatePrivateKey)).toBe(fresh)
  })

  it('signs with the dev account picked in the chooser, else with its own key', () => {
    const storage = memoryStorage()
    const own = localWalletKey(storage, generatePrivateKey)
    storage.setItem(LOCAL_WALLET_ACCOUNT_STORAGE, '4')
    expect(localWalletKey(storage, generatePrivateKey)).toBe(DEV_PRIVATE_KEYS[4])
    for (const ignored of ['0', '10', 'own', 'x']) {
      storage.setItem(LOCAL_WALLET_ACCOUNT_STORAGE, ignored)
      expect(localWalletKey(storage, generatePrivateKey)).toBe(own)
    }
  })
})
