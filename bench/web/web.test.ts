import { describe, expect, it } from 'vitest'
import { lighthouseBench } from './lighthouse.ts'
import { weightBench } from './weight.ts'

describe('the web benchmarks, on a small run', () => {
  it('weighs what the landing page and a public profile download, script by script', async () => {
    const results = await weightBench()
    for (const page of [results.landing, results.publicProfile]) {
      expect(page.gzipKB).toBeGreaterThan(0)
      expect(page.budget).toMatchObject({ value: page.gzipKB, target: 100 })
      expect(page.scripts.length).toBeGreaterThan(0)
      expect(page.packages).toContain('react-dom')
    }
  })

  it('runs Lighthouse once on each page and reads its scores', async () => {
    const results = await lighthouseBench({ runs: 1 })
    for (const page of [results.landing, results.publicProfile]) {
      expect(page.runs).toHaveLength(1)
      expect(page.median.performance).toBeGreaterThan(0)
      expect(page.median.lcpMs).toBeGreaterThan(0)
      // One run: its figures are their own medians.
      expect(page.goals.lcpMs).toMatchObject({ value: page.median.lcpMs, target: 800 })
    }
  })
})
