import type { RefusalCode } from '@memap/shared/refusal-codes'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../shared/lib/api-errors.ts'
import { albumRefusal, UnsupportedImageError } from './albums.ts'

// The server's sentence is any words: a refusal is read by its code.
const refused = (status: number, code: RefusalCode) =>
  new ApiError(status, 'words the server may reword', { path: '/albums/x' }, { code })

describe('what a refused album write means to the member', () => {
  it('is the format message for a file the browser could not take', () => {
    expect(albumRefusal(new UnsupportedImageError())).toBe('unsupported-image')
  })

  it("is 'Hold On!' for the daily limit", () => {
    expect(albumRefusal(refused(429, 'daily_interactions_used'))).toBe('daily-limit')
  })

  it('is the shortfall dialog when the points do not cover a delete', () => {
    expect(albumRefusal(refused(400, 'insufficient_whoom'))).toBe('insufficient')
  })

  it('is the error dialog otherwise', () => {
    expect(albumRefusal(refused(409, 'already_liked'))).toBe('failed')
    expect(albumRefusal(refused(429, 'rate_limited'))).toBe('failed')
    expect(albumRefusal(new Error('offline'))).toBe('failed')
  })
})
