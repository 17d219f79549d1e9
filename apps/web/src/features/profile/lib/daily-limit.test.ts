import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../shared/lib/api-errors.ts'
import { isDailyLimit } from './daily-limit.ts'

const error = (status: number, message?: string) =>
  new ApiError(status, message, { path: '/emotion/cheers/request' })

describe('isDailyLimit', () => {
  it("knows the API's words for the daily limit", () => {
    expect(
      isDailyLimit(error(429, 'the number of daily interactions remaining has been exhausted')),
    ).toBe(true)
    expect(isDailyLimit(error(400, 'Hold On!'))).toBe(true)
  })

  it('leaves other failures to the generic dialog', () => {
    expect(isDailyLimit(error(409, 'you already cheered this emotion'))).toBe(false)
    expect(isDailyLimit(new Error('offline'))).toBe(false)
  })
})
