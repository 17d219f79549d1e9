import type { Address } from '@memap/shared/address'

/** At most this many visits are remembered; past it the memory starts again (a write each). */
const MAX_REMEMBERED = 100_000

/**
 * The visits of the day this process has already written, so that a profile read again by the
 * same member writes nothing. Only a shortcut: the table's key still holds one row per visitor
 * and day, whichever process writes it.
 */
export function visitsSeenToday(maxRemembered = MAX_REMEMBERED) {
  let today = ''
  const seen = new Set<string>()
  const key = (profile: Address, visitor: Address) => `${profile}:${visitor}`

  return {
    has(day: string, profile: Address, visitor: Address) {
      return day === today && seen.has(key(profile, visitor))
    },
    add(day: string, profile: Address, visitor: Address) {
      if (day !== today || seen.size >= maxRemembered) {
        today = day
        seen.clear()
      }
      seen.add(key(profile, visitor))
    },
  }
}
