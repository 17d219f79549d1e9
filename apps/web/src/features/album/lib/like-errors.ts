import { ApiError } from '../../../shared/lib/api-errors.ts'
import { DAILY_LIMIT_ERRORS } from '../../../shared/ui/daily-limit-dialog.tsx'

/** PRODUCT.md §8: a like refused for today's limit shows 'Hold On!'; anything else the generic error. */
export function isDailyLimit(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false
  const message = error.serverMessage?.trim().toLowerCase() ?? ''
  return error.status === 429 || DAILY_LIMIT_ERRORS.includes(message)
}
