import { describe, expect, it } from 'vitest'
import { albumTarget, canLike, gridSlots, isSameWallet } from './album-grid.ts'

const own = '0x1111111111111111111111111111111111111111' as const
const other = '0x2222222222222222222222222222222222222222' as const

describe('the Top 9 grid', () => {
  it('always has nine slots: the photos first, then empty ones', () => {
    expect(gridSlots([])).toEqual(
      Array.from({ length: 9 }, (_, index) => ({ kind: 'empty', index })),
    )
    const slots = gridSlots(['a', 'b'])
    expect(slots).toHaveLength(9)
    expect(slots.slice(0, 3)).toEqual([
      { kind: 'photo', photo: 'a' },
      { kind: 'photo', photo: 'b' },
      { kind: 'empty', index: 2 },
    ])
    expect(gridSlots(Array.from({ length: 9 }, (_, i) => i)).every((s) => s.kind === 'photo')).toBe(
      true,
    )
  })

  it('takes the user from the URL, else the own wallet', () => {
    expect(albumTarget(other, own)).toEqual({ kind: 'wallet', address: other })
    expect(albumTarget(other, null)).toEqual({ kind: 'wallet', address: other })
    expect(albumTarget(null, own)).toEqual({ kind: 'wallet', address: own })
    expect(albumTarget('', own)).toEqual({ kind: 'wallet', address: own })
    expect(albumTarget(null, null)).toEqual({ kind: 'none' })
    expect(albumTarget('nope', own)).toEqual({ kind: 'invalid' })
  })

  it('takes an address in any letter case, as given (the API answers in checksum form)', () => {
    const lower = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc'
    expect(albumTarget(lower, own)).toEqual({ kind: 'wallet', address: lower })
  })

  it('compares wallets without case', () => {
    expect(isSameWallet(own, own.toUpperCase().replace('0X', '0x'))).toBe(true)
    expect(isSameWallet(own, other)).toBe(false)
    expect(isSameWallet(null, own)).toBe(false)
  })

  it('offers a like only to a signed-in member, on another photo, not yet liked', () => {
    expect(canLike(own, 'Ann', { WalletAddr: other, LikeStatus: false })).toBe(true)
    expect(canLike(own, 'Ann', { WalletAddr: other, LikeStatus: true })).toBe(false)
    expect(canLike(own, 'Ann', { WalletAddr: own, LikeStatus: false })).toBe(false)
    expect(canLike(null, null, { WalletAddr: other, LikeStatus: false })).toBe(false)
    // PRODUCT.md §6: a member without a name cannot like.
    expect(canLike(own, null, { WalletAddr: other, LikeStatus: false })).toBe(false)
    expect(canLike(own, '', { WalletAddr: other, LikeStatus: false })).toBe(false)
  })
})
