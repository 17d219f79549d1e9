import type { Address } from '@memap/shared/address'
import { pointHistory } from '@memap/shared/endpoints/points'
import type { pointHistoryPageSchema } from '@memap/shared/points'
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { api } from '../../../shared/lib/api-client.ts'
import { FIRST_PAGE_INDEX, nextPageIndex } from '../../../shared/lib/keyset-paging.ts'

// `GET /v0/point/history/list` (owner only), keyset-paged: the Whoom ledger, newest first.

export type PointHistoryPage = z.output<typeof pointHistoryPageSchema>
export type PointHistoryEntry = PointHistoryPage['History'][number]

export function getPointHistoryPage(
  walletAddr: Address,
  index: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<PointHistoryPage> {
  return api.call(pointHistory, { query: { walletAddr, index }, signal })
}

export const POINT_HISTORY_KEY = 'point-history'

/**
 * How often the history is read again while a withdrawal in it is pending: its payment is told
 * live (withdrawal_paid), and this is for a live stream that dropped meanwhile.
 */
export const PENDING_WITHDRAWAL_REFRESH_MS = 5_000

/** Whether a withdrawal shown in the history still waits for its payment. */
export const hasPendingWithdrawal = (pages: readonly PointHistoryPage[] | undefined) =>
  pages?.some((page) => page.History.some((entry) => entry.Withdrawal?.Status === 'pending')) ??
  false

export function getPointHistoryQueryOptions(walletAddr: Address) {
  return infiniteQueryOptions({
    queryKey: [POINT_HISTORY_KEY, walletAddr],
    queryFn: ({ pageParam, signal }) => getPointHistoryPage(walletAddr, pageParam, { signal }),
    initialPageParam: FIRST_PAGE_INDEX,
    getNextPageParam: nextPageIndex,
    refetchInterval: (query) =>
      hasPendingWithdrawal(query.state.data?.pages) ? PENDING_WITHDRAWAL_REFRESH_MS : false,
  })
}

export function usePointHistory(walletAddr: Address) {
  return useInfiniteQuery(getPointHistoryQueryOptions(walletAddr))
}
