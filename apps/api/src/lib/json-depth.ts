const QUOTE = 0x22
const BACKSLASH = 0x5c
const OPEN_ARRAY = 0x5b
const OPEN_OBJECT = 0x7b
const CLOSE_ARRAY = 0x5d
const CLOSE_OBJECT = 0x7d

/**
 * Whether JSON text nests arrays and objects deeper than `limit`, read in one pass without
 * parsing it (brackets inside strings do not count), so that no recursion ever meets a deeper
 * value: the access check's walk, zod and JSON.stringify all recurse. Text that is not JSON is
 * read as far as it goes; the parser refuses it afterwards.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  // Each level takes a character: shorter text cannot be deeper.
  if (text.length <= limit) return false
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (inString) {
      if (code === BACKSLASH) i++
      else if (code === QUOTE) inString = false
    } else if (code === QUOTE) {
      inString = true
    } else if (code === OPEN_ARRAY || code === OPEN_OBJECT) {
      if (++depth > limit) return true
    } else if (code === CLOSE_ARRAY || code === CLOSE_OBJECT) {
      depth--
    }
  }
  return false
}
