import { PROFILE_IMAGE_SIDE } from '@memap/shared/rules'
import { describe, expect, it } from 'vitest'
import { dataUrlToBlob, fitWithin, isSupportedImage } from './resize-image.ts'

describe('fitWithin', () => {
  it('brings the longest side down to the limit, keeping the ratio', () => {
    expect(fitWithin(4032, 3024, PROFILE_IMAGE_SIDE)).toEqual({ width: 1024, height: 768 })
    expect(fitWithin(3024, 4032, PROFILE_IMAGE_SIDE)).toEqual({ width: 768, height: 1024 })
    expect(fitWithin(2048, 2048, PROFILE_IMAGE_SIDE)).toEqual({ width: 1024, height: 1024 })
  })

  it('never enlarges a small picture', () => {
    expect(fitWithin(640, 480, PROFILE_IMAGE_SIDE)).toEqual({ width: 640, height: 480 })
    expect(fitWithin(1024, 10, PROFILE_IMAGE_SIDE)).toEqual({ width: 1024, height: 10 })
  })

  it('rounds to whole pixels and keeps at least one', () => {
    expect(fitWithin(3000, 1999, 1024)).toEqual({ width: 1024, height: 682 })
    expect(fitWithin(100_000, 10, 1024)).toEqual({ width: 1024, height: 1 })
  })
})

describe('isSupportedImage', () => {
  it.each(['image/jpeg', 'image/png', 'image/webp'])('takes %s', (type) => {
    expect(isSupportedImage(new Blob([], { type }))).toBe(true)
  })

  it.each(['image/gif', 'image/heic', 'image/svg+xml', 'text/plain', ''])(
    'refuses "%s"',
    (type) => {
      expect(isSupportedImage(new Blob([], { type }))).toBe(false)
    },
  )
})

describe('dataUrlToBlob', () => {
  it('turns a stored data URL back into the picture', async () => {
    const blob = await dataUrlToBlob('data:image/jpeg;base64,/9j/AAE=')
    expect(blob.type).toBe('image/jpeg')
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([0xff, 0xd8, 0xff, 0x00, 0x01])
  })
})
