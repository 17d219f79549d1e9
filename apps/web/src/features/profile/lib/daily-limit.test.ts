import type { RefusalCode } from '@memap/shared/refusal-codes'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../shared/lib/api-errors.ts'
import { isDailyLimit } from './daily-limit.ts'

const error = (status: number, code?: RefusalCode) =>
  new ApiError(status, 'words the server may reword', { path: '/emotion/cheers/request' }, { code })

describe('isDailyLimit', () => {
  it("knows the API's code for the daily limit", () => {
    expect(isDailyLimit(error(429, 'daily_interactions_used'))).toBe(true)
  })

  it('leaves other failures to the generic dialog', () => {
    expect(isDailyLimit(error(409, 'already_cheered'))).toBe(false)
    expect(isDailyLimit(new Error('offline'))).toBe(false)
  })
})
