import { RECOMMEND_PAGE_SIZE } from '@memap/shared/friends'
import { getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { type NetworkMembers, recommendedPage } from './network.ts'

// A network of `count` members held in memory, sliced as the repos slice their tables.
function network(count: number): { wallets: string[]; members: NetworkMembers } {
  const wallets = Array.from({ length: count }, (_, i) =>
    getAddress(
      `0x${(BigInt(i + 1) * 0x9e3779b97f4a7c15n).toString(16).padStart(40, '0').slice(-40)}`,
    ),
  ).sort()
  const members: NetworkMembers = async (_id, slice) =>
    wallets
      .filter((wallet) => (slice.side === 'from' ? wallet >= slice.pivot : wallet < slice.pivot))
      .filter((wallet) => wallet !== slice.except)
      .slice(slice.offset, slice.offset + slice.limit)
  return { wallets, members }
}

async function allPages(members: NetworkMembers, seed: string, except?: string) {
  const pages: string[][] = []
  for (let index = 0; ; index++) {
    const page = await recommendedPage(members, 1, seed, except, index)
    pages.push(page)
    if (page.length < RECOMMEND_PAGE_SIZE) return pages
  }
}

describe('recommendation pages of a large network', () => {
  it('give every member once, across several windows and the wrap at the end', async () => {
    const { wallets, members } = network(457)
    for (const seed of ['a1', 'b2', 'c3']) {
      const except = wallets[100]
      const pages = await allPages(members, seed, except)
      const seen = pages.flat()
      expect(pages.slice(0, -1).every((page) => page.length === RECOMMEND_PAGE_SIZE)).toBe(true)
      expect(seen).toHaveLength(456)
      expect(new Set(seen)).toEqual(new Set(wallets.filter((wallet) => wallet !== except)))
    }
  })

  it('answers the same pages for a seed, and others for another seed', async () => {
    const { members } = network(457)
    const first = await recommendedPage(members, 1, 'a1', undefined, 0)
    expect(await recommendedPage(members, 1, 'a1', undefined, 0)).toEqual(first)
    expect(await recommendedPage(members, 1, 'a10', undefined, 0)).not.toEqual(first)
  })
})
