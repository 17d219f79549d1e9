import { describe, expect, it } from 'vitest'
import { shortAddress } from './format-address.ts'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('shortAddress', () => {
  it('keeps the first 5 and the last 4 characters of a wallet address', () => {
    expect(shortAddress(ADDRESS)).toBe('0x709…79C8')
  })

  it('shortens from 9 characters on', () => {
    expect(shortAddress('123456789')).toBe('12345…6789')
    expect(shortAddress('12345678')).toBe('12345678')
    expect(shortAddress('')).toBe('')
  })
})
