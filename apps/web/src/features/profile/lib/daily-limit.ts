import { ApiError } from '../../../shared/lib/api-errors.ts'

/** PRODUCT.md §8: a cheer refused for the daily limit (`daily_interactions_used`). */
export const isDailyLimit = (error: unknown): boolean =>
  error instanceof ApiError && error.code === 'daily_interactions_used'
