import { createHash } from 'node:crypto'
import { RECOMMEND_PAGE_SIZE } from '@memap/shared/friends'
import { getAddress } from 'viem'

/**
 * Part of one network of the identity graph, in address order: the members at or after
 * `pivot` ('from') or before it ('before'), `except` left out, from `offset`, at most `limit`.
 */
export interface NetworkSlice {
  pivot: string
  side: 'from' | 'before'
  except: string | undefined
  offset: number
  limit: number
}

/** The members of one network (its ObjectId's number) in a slice of its address order. */
export type NetworkMembers = (id: number, slice: NetworkSlice) => Promise<string[]>

/** Members shuffled together: 20 pages. */
const WINDOW = 20 * RECOMMEND_PAGE_SIZE

/**
 * The wallets of recommendation page `index` under `seed`. The network is read in address order
 * (addresses are hashes: the order says nothing about anyone) from a pivot the seed picks,
 * wrapping round at the end, 200 at a time; each 200 are shuffled by the seed. So a page reads a
 * couple of hundred index entries however large the network, the same seed always gives the
 * same pages, and pages neither repeat nor skip a member (decisions §5).
 */
export async function recommendedPage(
  members: NetworkMembers,
  id: number,
  seed: string,
  except: string | undefined,
  index: number,
): Promise<string[]> {
  const pivot = getAddress(`0x${sha256(seed).slice(0, 40)}`)
  const offset = Math.floor(index / (WINDOW / RECOMMEND_PAGE_SIZE)) * WINDOW
  const slice = (side: NetworkSlice['side'], from: number, limit: number) =>
    members(id, { pivot, side, except, offset: from, limit })

  const window = await slice('from', offset, WINDOW)
  if (window.length < WINDOW) {
    // Past the end of the order: go on from its start. How far depends on how many members
    // lie after the pivot, known here unless this window starts beyond all of them.
    const afterPivot =
      window.length > 0 ? offset + window.length : (await slice('from', 0, offset)).length
    window.push(
      ...(await slice('before', offset - afterPivot + window.length, WINDOW - window.length)),
    )
  }
  const first = (index % (WINDOW / RECOMMEND_PAGE_SIZE)) * RECOMMEND_PAGE_SIZE
  return window
    .map((wallet) => ({ wallet, rank: sha256(`${seed}:${wallet}`) }))
    .sort((a, b) => (a.rank < b.rank ? -1 : 1))
    .slice(first, first + RECOMMEND_PAGE_SIZE)
    .map((entry) => entry.wallet)
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
