import { addressSchema } from '@memap/shared/address'
import { describe, expect, it } from 'vitest'
import { isWalletAddress } from './wallet-address.ts'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

const NOT_ADDRESSES = [
  '',
  'alice',
  '0x',
  ADDRESS.slice(0, 41),
  `${ADDRESS}0`,
  ADDRESS.slice(2),
  ADDRESS.replace('0x', '0X'),
  ` ${ADDRESS}`,
  `${ADDRESS} `,
  `${ADDRESS.slice(0, 41)}g`,
  `${ADDRESS.slice(0, 41)}\u0000`,
]

describe('isWalletAddress', () => {
  it('accepts 0x and 40 hex digits, in any letter case', () => {
    expect(isWalletAddress(ADDRESS)).toBe(true)
    expect(isWalletAddress(ADDRESS.toLowerCase())).toBe(true)
    expect(isWalletAddress(`0x${ADDRESS.slice(2).toUpperCase()}`)).toBe(true)
  })

  it('refuses anything else, and what is not text', () => {
    for (const text of NOT_ADDRESSES) expect(isWalletAddress(text), text).toBe(false)
    for (const value of [null, undefined, 42, {}, [ADDRESS]])
      expect(isWalletAddress(value)).toBe(false)
  })

  it("accepts exactly what the API's addressSchema accepts", () => {
    for (const text of [ADDRESS, ADDRESS.toLowerCase(), ...NOT_ADDRESSES]) {
      expect(isWalletAddress(text), text).toBe(addressSchema.safeParse(text).success)
    }
  })
})
