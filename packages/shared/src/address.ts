import { checksumAddress } from 'viem'
import { z } from 'zod'
import { ADDRESS_PATTERN } from './address-text.ts'

// The pattern is all viem's isAddress checks when letter case is free (no checksum).
const rawAddress = z.string().regex(ADDRESS_PATTERN, 'must be 0x followed by 40 hex digits')

/** How many addresses' checksum forms are remembered before the memory starts over. */
export const CHECKSUMS_REMEMBERED = 4096

const checksums = new Map<string, `0x${string}`>()

/**
 * The EIP-55 checksum form of an address the pattern accepted. Every API read decodes one or two
 * addresses: viem's getAddress would test the pattern again and keep two LRU caches that reorder
 * themselves on every hit: about 5 % of a profile read's CPU (bench/RESULTS.md, "API against the
 * bare framework"). A plain map answers a known address with one lookup.
 */
export function checksummed(address: string): `0x${string}` {
  // By the address as sent: a client spells an address the same way each time.
  let known = checksums.get(address)
  if (known === undefined) {
    if (checksums.size >= CHECKSUMS_REMEMBERED) checksums.clear()
    known = checksumAddress(address.toLowerCase() as `0x${string}`)
    checksums.set(address, known)
  }
  return known
}

/**
 * A wallet address in any letter case, decoded to its EIP-55 checksum form. A codec, not a
 * transform, so the API can also encode answers with it.
 */
export const addressSchema = z.codec(rawAddress, z.templateLiteral(['0x', z.string()]), {
  decode: checksummed,
  encode: (value) => value,
})

export type Address = z.output<typeof addressSchema>
