import type { RefusalCode } from '@memap/shared/refusal-codes'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../shared/lib/api-errors.ts'
import { isDailyLimit } from './like-errors.ts'

const apiError = (status: number, code?: RefusalCode) =>
  new ApiError(status, 'words the server may reword', { path: '/albums/like/request' }, { code })

describe('a refused like', () => {
  it('is the daily limit by its code, whatever the words', () => {
    expect(isDailyLimit(apiError(429, 'daily_interactions_used'))).toBe(true)
  })

  it('is something else otherwise', () => {
    expect(isDailyLimit(apiError(409, 'already_liked'))).toBe(false)
    expect(isDailyLimit(apiError(429, 'rate_limited'))).toBe(false)
    expect(isDailyLimit(apiError(429))).toBe(false)
    expect(isDailyLimit(new Error('offline'))).toBe(false)
  })
})
