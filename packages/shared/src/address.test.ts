import { describe, expect, it } from 'vitest'
import { addressSchema } from './address.ts'

describe('addressSchema', () => {
  it('accepts any letter case and answers the EIP-55 checksum form', () => {
    const lower = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
    const checksum = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    expect(addressSchema.parse(lower)).toBe(checksum)
    expect(addressSchema.parse(lower.toUpperCase().replace('0X', '0x'))).toBe(checksum)
  })

  it('refuses what is not 0x and 40 hex digits', () => {
    for (const bad of [
      '',
      '0x',
      'f39fd6e51aad88f6f4ce6ab8827279cfffb92266',
      `0x${'g'.repeat(40)}`,
      `0x${'a'.repeat(41)}`,
    ]) {
      expect(addressSchema.safeParse(bad).success, bad).toBe(false)
    }
  })
})
