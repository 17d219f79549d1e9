import { startChild } from '../lib/child.ts'
import { round, versus } from '../lib/stats.ts'
import type { Attack, SlowPicturesArgs, SlowPicturesFigures } from './slow-pictures-child.ts'

/**
 * While one wallet sends slow pictures, how long another member's photo takes (target ≤ 3 s) and
 * how long until the last slow one is answered (target ≤ 5 s), for the attacker's picture (1 x
 * 40,000,000) and for the costliest one the header's limits let through (bench/RESULTS.md).
 */
export async function slowPicturesBench(count: number) {
  const results = []
  for (const attack of ['issue-38', 'interlaced'] as Attack[]) {
    const child = await startChild<SlowPicturesFigures>(
      new URL('slow-pictures-child.ts', import.meta.url),
      { attack, count } satisfies SlowPicturesArgs,
    )
    await child.stop()
    const figures = child.ready
    results.push({
      attack,
      sent: count,
      slowKb: round(figures.slowBytes / 1024, 0),
      decodes: figures.decodes,
      decodeSeconds: figures.decodeSeconds,
      otherMemberMs: versus(figures.otherMs, 3000, '<='),
      lastSlowAnsweredMs: versus(Math.max(...figures.slowMs), 5000, '<='),
      slowAnsweredMs: figures.slowMs.map((ms) => round(ms, 0)),
      slowAnswers: [...new Set(figures.slowAnswers)],
    })
  }
  return results
}
