import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../shared/lib/api-errors.ts'
import { isDailyLimit } from './like-errors.ts'

const apiError = (status: number, message?: string) =>
  new ApiError(status, message, { path: '/albums/like/request' })

describe('a refused like', () => {
  it("is the daily limit on a 429 or the API's words for it", () => {
    expect(
      isDailyLimit(apiError(429, 'the number of daily interactions remaining has been exhausted')),
    ).toBe(true)
    expect(isDailyLimit(apiError(429))).toBe(true)
    expect(isDailyLimit(apiError(400, 'Hold On!'))).toBe(true)
  })

  it('is something else otherwise', () => {
    expect(isDailyLimit(apiError(409, 'you already liked this photo'))).toBe(false)
    expect(isDailyLimit(new Error('offline'))).toBe(false)
  })
})
