import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { DEV_MNEMONIC, DEV_PRIVATE_KEYS } from './dev-accounts.ts'

describe('DEV_PRIVATE_KEYS', () => {
  it('are the first 10 accounts of the dev mnemonic', () => {
    expect(DEV_PRIVATE_KEYS).toHaveLength(10)
    DEV_PRIVATE_KEYS.forEach((key, addressIndex) => {
      const derived = mnemonicToAccount(DEV_MNEMONIC, { addressIndex })
      expect(privateKeyToAccount(key).address).toBe(derived.address)
    })
  })

  it('start with the well-known 0xf39F… account', () => {
    expect(privateKeyToAccount(DEV_PRIVATE_KEYS[0]).address).toBe(
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    )
  })
})
