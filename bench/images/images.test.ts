import { describe, expect, it } from 'vitest'
import { imagesBench } from './images.ts'

describe('the images benchmark, on a small run', () => {
  it("times a JPEG and a PNG through the pipeline, their peak memory, and another member's photo beside slow pictures", async () => {
    const { photos: results, slowPictures } = await imagesBench({
      width: 400,
      height: 300,
      runs: 2,
      slowPictures: 2,
    })
    expect(slowPictures.map((result) => [result.attack, result.sent])).toEqual([
      ['issue-38', 2],
      ['interlaced', 2],
    ])
    for (const result of slowPictures) {
      expect(result.otherMemberMs.value).toBeGreaterThan(0)
      expect(result.slowAnsweredMs).toHaveLength(2)
    }
    expect(slowPictures[0]?.slowAnswers).toEqual([
      'file: must be at most 16384 pixels on its longest side',
    ])
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
