import type { Address } from '@memap/shared/address'
import type { Expression, SelectQueryBuilder } from 'kysely'
import type { Database } from '../db/schema.ts'

/**
 * The member at `wallet`, if they are someone to the app (PRODUCT.md §11): registered, not gone
 * (leaving removes the row) and not suspended. The profiles module writes it over its table and
 * hands it to every module whose reads show a member's things to others (their album, emotions,
 * badges, friends, pictures), which test it with `exists` in the query that reads them: one rule
 * for every public read, rather than a check per route.
 */
export type PresentMember = (
  wallet: Expression<Address>,
  // biome-ignore lint/suspicious/noExplicitAny: a query of the profiles module's table
) => SelectQueryBuilder<Database, any, object>
