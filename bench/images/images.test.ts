import { describe, expect, it } from 'vitest'
import { imagesBench } from './images.ts'

describe('the images benchmark, on a small run', () => {
  it('times a JPEG and a PNG through the pipeline and reports their peak memory', async () => {
    const results = await imagesBench({ width: 400, height: 300, runs: 2 })
    expect(results.map((result) => [result.format, result.pixels])).toEqual([
      ['jpeg', '400x300'],
      ['png', '400x300'],
    ])
    for (const result of results) {
      expect(result.firstRunMs).toBeGreaterThan(0)
      expect(result.medianMs.value).toBeGreaterThan(0)
      expect(result.peakRssMb).toBeGreaterThanOrEqual(result.baselineRssMb)
      expect(result.outputKb).toBeGreaterThan(0)
    }
  })
})
