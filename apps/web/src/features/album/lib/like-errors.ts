import { ApiError } from '../../../shared/lib/api-errors.ts'

/** PRODUCT.md §8: a like refused for today's limit shows 'Hold On!'; anything else the generic error. */
export const isDailyLimit = (error: unknown): boolean =>
  error instanceof ApiError && error.code === 'daily_interactions_used'
