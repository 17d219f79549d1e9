import type { Address } from '@memap/shared/address'
import type { SelectQueryBuilder } from 'kysely'
import type { Database } from '../db/schema.ts'

// The identity graph's networks are read by the modules that own their tables (emotions,
// badges) and shuffled by the friends module; the shapes they agree on live below all three.

/**
 * Part of one network of the identity graph, in address order: the first `limit` members at or
 * after `pivot` ('from') or before it ('before'), `except` left out.
 */
export interface NetworkSlice {
  pivot: Address
  side: 'from' | 'before'
  except: Address | undefined
  limit: number
}

/**
 * The members of one network (its ObjectId's number) in a slice of its address order, as a
 * query of `wallet_addr` that the friends module nests in its own (the owner of the network's
 * table writes it).
 */
export type NetworkMembers = (
  id: number,
  slice: NetworkSlice,
  // biome-ignore lint/suspicious/noExplicitAny: each network reads tables of its own
) => SelectQueryBuilder<Database, any, { wallet_addr: Address }>
