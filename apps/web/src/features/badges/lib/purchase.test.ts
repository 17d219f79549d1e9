import { decodeAbiParameters } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  cannotSignTypedData,
  canPick,
  coversPrice,
  encodePurchaseData,
  isUserRejection,
  payFromWallet,
  priceToWei,
  purchaseWayOf,
} from './purchase.ts'

describe('badge purchase', () => {
  it('turns a whole-Whoom price into the 18-decimal unit', () => {
    expect(priceToWei(0)).toBe(0n)
    expect(priceToWei(1)).toBe(1_000_000_000_000_000_000n)
    expect(priceToWei(5)).toBe(5n * 10n ** 18n)
    expect(priceToWei(123_456)).toBe(123_456n * 10n ** 18n)
    expect(() => priceToWei(-1)).toThrow(RangeError)
    expect(() => priceToWei(1.5)).toThrow(RangeError)
  })

  it('encodes the group and badge name as abi.encode(string, string)', () => {
    const data = encodePurchaseData('Personality', 'Night Owl')
    expect(decodeAbiParameters([{ type: 'string' }, { type: 'string' }], data)).toEqual([
      'Personality',
      'Night Owl',
    ])
    // Two offsets, then each string's length and padded bytes.
    expect(data.slice(0, 2 + 64 * 2)).toBe(
      `0x${(64).toString(16).padStart(64, '0')}${(128).toString(16).padStart(64, '0')}`,
    )
  })

  it('lets a free badge pass and checks the balance otherwise', () => {
    expect(coversPrice(undefined, 0)).toBe(true)
    expect(coversPrice(0n, 0)).toBe(true)
    expect(coversPrice(undefined, 5)).toBe(false)
    expect(coversPrice(priceToWei(5) - 1n, 5)).toBe(false)
    expect(coversPrice(priceToWei(5), 5)).toBe(true)
  })

  it('picks only unowned badges, and none while a purchase runs', () => {
    const owned = new Set([1, 2])
    expect(canPick(3, owned, false)).toBe(true)
    expect(canPick(2, owned, false)).toBe(false)
    expect(canPick(3, owned, true)).toBe(false)
  })

  it('recognises a wallet refusal, wrapped or not', () => {
    expect(isUserRejection({ code: 4001 })).toBe(true)
    expect(isUserRejection(new Error('x', { cause: { code: 4001 } }))).toBe(true)
    expect(isUserRejection({ name: 'UserRejectedRequestError' })).toBe(true)
    expect(isUserRejection(new Error('boom'))).toBe(false)
    expect(isUserRejection(undefined)).toBe(false)
  })

  it('knows a wallet that cannot sign typed data from one that says no', () => {
    for (const code of [4200, -32601, -32004]) {
      expect(cannotSignTypedData({ code })).toBe(true)
      expect(cannotSignTypedData(new Error('wrapped', { cause: { code } }))).toBe(true)
    }
    expect(cannotSignTypedData({ name: 'UnsupportedProviderMethodError' })).toBe(true)
    expect(cannotSignTypedData({ code: 4001 })).toBe(false)
    expect(cannotSignTypedData(new Error('boom'))).toBe(false)
  })

  it('pays by signature until the wallet is found unable to sign, then from the wallet', () => {
    const wallet = '0x00000000000000000000000000000000000000aA'
    expect(purchaseWayOf(wallet)).toBe('signature')
    payFromWallet(wallet)
    expect(purchaseWayOf(wallet.toLowerCase())).toBe('transaction')
    expect(purchaseWayOf('0x00000000000000000000000000000000000000bb')).toBe('signature')
  })
})
