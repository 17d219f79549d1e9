/** PRODUCT.md §9: counts are abbreviated from a million on (1M+ as M, 1B+ as B), else grouped. */
export function formatCount(value: number): string {
  const abs = Math.abs(value)
  if (abs >= 1e9) return `${trim(value / 1e9)}B`
  if (abs >= 1e6) return `${trim(value / 1e6)}M`
  return value.toLocaleString('en-US')
}

/** One decimal, rounded down so that 1,999,999 never reads as 2M. */
function trim(value: number): string {
  return (Math.trunc(value * 10) / 10).toString()
}

/** A Whoom amount with its sign: '+30' when positive, '-1' when negative, '0' (PRODUCT.md §2, /myreward). */
export function formatSignedCount(value: number): string {
  return value > 0 ? `+${formatCount(value)}` : formatCount(value)
}
