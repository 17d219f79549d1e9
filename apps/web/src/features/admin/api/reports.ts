import type { Address } from '@memap/shared/address'
import type { ModerationAction, OpenReport } from '@memap/shared/moderation'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../shared/lib/api-client.ts'

// `GET /v0/admin/reports` and `POST /v0/admin/reports/resolve` (moderators only).

export function getOpenReportsQueryOptions(moderator: Address) {
  return queryOptions({
    queryKey: ['open-reports', moderator],
    queryFn: ({ signal }) =>
      api.get<OpenReport[]>('/admin/reports', { query: { walletAddr: moderator }, signal }),
  })
}

export function useOpenReports(moderator: Address) {
  return useQuery(getOpenReportsQueryOptions(moderator))
}

/** Acts on a report; the queue is read again whatever the answer. */
export function useResolveReport(moderator: Address) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ reportId, action }: { reportId: number; action: ModerationAction }) =>
      api.post<{ Resolved: number }>('/admin/reports/resolve', {
        body: { walletAddr: moderator, reportId, action },
      }),
    onSettled: () => queryClient.invalidateQueries(getOpenReportsQueryOptions(moderator)),
  })
}
