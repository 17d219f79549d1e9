import { getAddress } from 'viem'
import { z } from 'zod'
import { ADDRESS_PATTERN } from './address-text.ts'

// The pattern is all viem's isAddress checks when letter case is free (no checksum).
const rawAddress = z.string().regex(ADDRESS_PATTERN, 'must be 0x followed by 40 hex digits')

/**
 * A wallet address in any letter case, decoded to its EIP-55 checksum form. A codec, not a
 * transform, so the API can also encode answers with it.
 */
export const addressSchema = z.codec(rawAddress, z.templateLiteral(['0x', z.string()]), {
  decode: (value) => getAddress(value),
  encode: (value) => value,
})

export type Address = z.output<typeof addressSchema>
