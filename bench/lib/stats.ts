/** The p-th percentile (0..100) of `values`, by the nearest-rank method. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const rank = Math.ceil((p / 100) * sorted.length)
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] as number
}

export const round = (value: number, digits = 2) => Number(value.toFixed(digits))

/** A target beside a figure: "12.3 (target ≤ 20)" and whether it is met. */
export function versus(value: number, target: number, direction: '<=' | '>=') {
  const met = direction === '<=' ? value <= target : value >= target
  return {
    value: round(value),
    target,
    direction,
    met,
    text: `${round(value)} (target ${direction === '<=' ? '≤' : '≥'} ${target}${met ? '' : ', missed'})`,
  }
}
