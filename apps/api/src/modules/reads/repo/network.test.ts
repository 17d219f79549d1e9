import { createHash } from 'node:crypto'
import type { Address } from '@memap/shared/address'
import { RECOMMEND_PAGE_SIZE } from '@memap/shared/friends'
import { getAddress } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { useTestDatabase } from '../../../test/database.ts'
import { type NetworkMembers, recommendedPageQuery } from './network.ts'

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

// A network of 457 members in a table of the test's own, sliced as the repos slice theirs.
const wallets = Array.from({ length: 457 }, (_, i) =>
  getAddress(
    `0x${(BigInt(i + 1) * 0x9e3779b97f4a7c15n).toString(16).padStart(40, '0').slice(-40)}`,
  ),
).sort()

const t = useTestDatabase({ migrate: false })

beforeAll(async () => {
  const withNetwork = t.db.withTables<{ network: { wallet_addr: string } }>()
  await withNetwork.schema
    .createTable('network')
    .addColumn('wallet_addr', 'text', (col) => col.primaryKey())
    .execute()
  await withNetwork
    .insertInto('network')
    .values(wallets.map((wallet_addr) => ({ wallet_addr })))
    .execute()
})

const members: NetworkMembers = (_id, slice) => {
  let query = t.db
    .withTables<{ network: { wallet_addr: string } }>()
    .selectFrom('network')
    .select('wallet_addr')
    .where('wallet_addr', slice.side === 'from' ? '>=' : '<', slice.pivot)
  if (slice.except) query = query.where('wallet_addr', '!=', slice.except)
  return query.orderBy('wallet_addr').limit(slice.limit) as unknown as ReturnType<NetworkMembers>
}

const page = async (seed: string, except: Address | undefined, index: number) =>
  (await recommendedPageQuery(t.db, members, 1, seed, except, index).execute()).map(
    (row) => row.wallet_addr,
  )

/**
 * The pages as they were computed in JavaScript before the query: the network in address order
 * from the seed's pivot, wrapping round, 200 at a time, each 200 sorted by SHA-256 of seed:wallet.
 */
function expectedPage(seed: string, except: string | undefined, index: number) {
  const pivot = getAddress(`0x${sha256(seed).slice(0, 40)}`)
  const others = wallets.filter((wallet) => wallet !== except)
  const order = [
    ...others.filter((wallet) => wallet >= pivot),
    ...others.filter((wallet) => wallet < pivot),
  ]
  const offset = Math.floor(index / 20) * 200
  const first = (index % 20) * RECOMMEND_PAGE_SIZE
  return order
    .slice(offset, offset + 200)
    .map((wallet) => ({ wallet, rank: sha256(`${seed}:${wallet}`) }))
    .sort((a, b) => (a.rank < b.rank ? -1 : 1))
    .slice(first, first + RECOMMEND_PAGE_SIZE)
    .map((entry) => entry.wallet)
}

describe('recommendation pages of a large network', () => {
  it('give every member once, across several windows and the wrap at the end', async () => {
    for (const seed of ['a1', 'b2', 'c3']) {
      const except = wallets[100]
      const pages: string[][] = []
      for (let index = 0; ; index++) {
        const got = await page(seed, except, index)
        // The same pages, in the same order, as the shuffle computed in JavaScript gave.
        expect(got).toEqual(expectedPage(seed, except, index))
        pages.push(got)
        if (got.length < RECOMMEND_PAGE_SIZE) break
      }
      const seen = pages.flat()
      expect(pages.slice(0, -1).every((one) => one.length === RECOMMEND_PAGE_SIZE)).toBe(true)
      expect(seen).toHaveLength(456)
      expect(new Set(seen)).toEqual(new Set(wallets.filter((wallet) => wallet !== except)))
    }
  })

  it('answers the same pages for a seed, and others for another seed', async () => {
    const first = await page('a1', undefined, 0)
    expect(first).toEqual(expectedPage('a1', undefined, 0))
    expect(await page('a1', undefined, 0)).toEqual(first)
    expect(await page('a10', undefined, 0)).not.toEqual(first)
  })
})
