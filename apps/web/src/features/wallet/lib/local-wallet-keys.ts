// The local test wallet's key: a fresh one kept in localStorage, or one of anvil's dev accounts
// 1..9. Account 0 is never offered: it was the server's signer before the devnet had a key of its
// own, and still signs the move of an older data folder's roles at start (docs/OPERATIONS.md).
import { DEV_PRIVATE_KEYS } from '@memap/contracts/dev-accounts'
import { type Hex, isHex } from 'viem'
import { LOCAL_WALLET_ACCOUNT_STORAGE } from './local-wallet-offer.ts'

/** localStorage key of the local test wallet's own private key. */
export const LOCAL_WALLET_KEY_STORAGE = 'memap.localWallet.privateKey'

type KeyStorage = Pick<Storage, 'getItem' | 'setItem'>

/** Anvil's dev accounts the user may pick: 1..9 (0 was the server's signer). */
export const PICKABLE_DEV_ACCOUNTS: readonly { index: number; privateKey: Hex }[] =
  DEV_PRIVATE_KEYS.slice(1).map((privateKey, offset) => ({ index: offset + 1, privateKey }))

const isPrivateKey = (value: string | null): value is Hex =>
  value !== null && isHex(value) && value.length === 66

/**
 * The stored key; on first use a fresh one from `generate` (viem's `generatePrivateKey`),
 * stored for next time. Key 0 of anvil, if found stored, is replaced.
 */
export function loadOrCreateKey(storage: KeyStorage, generate: () => Hex): Hex {
  const stored = storage.getItem(LOCAL_WALLET_KEY_STORAGE)
  if (isPrivateKey(stored) && stored.toLowerCase() !== DEV_PRIVATE_KEYS[0]) return stored
  const fresh = generate()
  storage.setItem(LOCAL_WALLET_KEY_STORAGE, fresh)
  return fresh
}

/** Makes anvil's dev account `index` (1..9) the local wallet's key. */
export function chooseDevAccount(storage: KeyStorage, index: number): Hex {
  const account = PICKABLE_DEV_ACCOUNTS.find((candidate) => candidate.index === index)
  if (!account) throw new RangeError(`Dev account ${index} cannot be used (only 1..9).`)
  storage.setItem(LOCAL_WALLET_KEY_STORAGE, account.privateKey)
  return account.privateKey
}

/**
 * The key the local wallet signs with: the dev account picked in the chooser (1..9), else the
 * browser's own key (generated on first use).
 */
export function localWalletKey(storage: KeyStorage, generate: () => Hex): Hex {
  const picked = Number(storage.getItem(LOCAL_WALLET_ACCOUNT_STORAGE) ?? '')
  const dev = PICKABLE_DEV_ACCOUNTS.find((candidate) => candidate.index === picked)
  return dev ? dev.privateKey : loadOrCreateKey(storage, generate)
}

/** Forgets the key: the next use generates a fresh one. */
export function chooseFreshKey(storage: KeyStorage, generate: () => Hex): Hex {
  const fresh = generate()
  storage.setItem(LOCAL_WALLET_KEY_STORAGE, fresh)
  return fresh
}
