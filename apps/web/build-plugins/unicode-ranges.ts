/** Code point ranges, both ends included. */
export type CodeRange = readonly [number, number]

function parseRange(part: string): CodeRange {
  const [start = '', end = start] = part.trim().replace(/^U\+/i, '').split('-')
  return [Number.parseInt(start, 16), Number.parseInt(end, 16)]
}

const hex = (point: number) => point.toString(16)

/** A `unicode-range` value cut down to the `keep` ranges; empty when nothing is left. */
export function intersectUnicodeRange(value: string, keep: readonly CodeRange[]): string {
  const kept: string[] = []
  for (const [start, end] of value.split(',').map(parseRange)) {
    for (const [from, to] of keep) {
      const low = Math.max(start, from)
      const high = Math.min(end, to)
      if (low <= high) kept.push(low === high ? `U+${hex(low)}` : `U+${hex(low)}-${hex(high)}`)
    }
  }
  return kept.join(',')
}

/**
 * A stylesheet's `@font-face` rules with their `unicode-range` cut down to `keep`; a rule left
 * with no character is dropped, and a rule without a range gets `keep`.
 */
export function keepFontFaceRanges(css: string, keep: readonly CodeRange[]): string {
  return css.replace(/@font-face\s*{[^}]*}/g, (rule) => {
    const range = /unicode-range:\s*([^;}]+)/.exec(rule)
    const kept = intersectUnicodeRange(range?.[1] ?? 'U+0-10ffff', keep)
    if (kept === '') return ''
    return range
      ? rule.replace(range[0], `unicode-range: ${kept}`)
      : rule.replace(/}$/, `  unicode-range: ${kept};\n}`)
  })
}
