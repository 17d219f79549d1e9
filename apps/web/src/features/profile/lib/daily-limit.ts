import { ApiError } from '../../../shared/lib/api-errors.ts'
import { DAILY_LIMIT_ERRORS } from '../../../shared/ui/daily-limit-dialog.tsx'

/** PRODUCT.md §8: a cheer refused for the daily limit (429, 'hold on!' or 'the number of daily…'). */
export function isDailyLimit(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false
  const message = error.serverMessage?.toLowerCase() ?? ''
  return error.status === 429 || DAILY_LIMIT_ERRORS.includes(message)
}
