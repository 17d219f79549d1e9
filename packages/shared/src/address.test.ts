import fc from 'fast-check'
import { getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { addressSchema, CHECKSUMS_REMEMBERED, checksummed } from './address.ts'

/** Any 20 bytes as 0x and hex digits, in a random letter case. */
const anyAddress = fc
  .tuple(
    fc.uint8Array({ minLength: 20, maxLength: 20 }),
    fc.array(fc.boolean(), { minLength: 40, maxLength: 40 }),
  )
  .map(
    ([bytes, upper]) =>
      `0x${[...Buffer.from(bytes).toString('hex')].map((digit, index) => (upper[index] ? digit.toUpperCase() : digit)).join('')}`,
  )

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

  it('decodes every address in any case as viem does', () => {
    fc.assert(
      fc.property(fc.array(anyAddress, { minLength: 1, maxLength: 50 }), (addresses) => {
        for (const address of addresses) {
          expect(addressSchema.parse(address)).toBe(getAddress(address))
        }
      }),
    )
  })

  it('still decodes every address once more were decoded than it remembers', () => {
    const addresses = Array.from(
      { length: CHECKSUMS_REMEMBERED * 2 + 5 },
      (_, index) => `0x${index.toString(16).padStart(40, 'a')}`,
    )
    for (const address of [...addresses, ...addresses.slice(0, 10)]) {
      expect(checksummed(address)).toBe(getAddress(address))
    }
  })
})
