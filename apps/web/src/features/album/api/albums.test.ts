import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../shared/lib/api-errors.ts'
import { albumRefusal, UnsupportedImageError } from './albums.ts'

const refused = (status: number, message?: string) =>
  new ApiError(status, message, { path: '/albums/x' })

describe('what a refused album write means to the member', () => {
  it('is the format message for a file the browser could not take', () => {
    expect(albumRefusal(new UnsupportedImageError())).toBe('unsupported-image')
  })

  it("is 'Hold On!' for the daily limit", () => {
    expect(
      albumRefusal(refused(400, 'the number of daily interactions remaining has been exhausted')),
    ).toBe('daily-limit')
    expect(albumRefusal(refused(429))).toBe('daily-limit')
  })

  it('is the shortfall dialog when the points do not cover a delete', () => {
    expect(albumRefusal(refused(400, 'insufficient point balance'))).toBe('insufficient')
  })

  it('is the error dialog otherwise', () => {
    expect(albumRefusal(refused(409, 'you already liked this photo'))).toBe('failed')
    expect(albumRefusal(new Error('offline'))).toBe('failed')
  })
})
