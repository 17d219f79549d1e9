import type { Address } from '@memap/shared/address'
import { openReports, resolveReport } from '@memap/shared/endpoints/moderation'
import type { ModerationAction } from '@memap/shared/moderation'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../shared/lib/api-client.ts'

// `GET /v0/admin/reports` and `POST /v0/admin/reports/resolve` (moderators only).

export function getOpenReportsQueryOptions(moderator: Address) {
  return queryOptions({
    queryKey: ['open-reports', moderator],
    queryFn: ({ signal }) => api.call(openReports, { query: { walletAddr: moderator }, signal }),
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
      api.call(resolveReport, { body: { walletAddr: moderator, reportId, action } }),
    onSettled: () => queryClient.invalidateQueries(getOpenReportsQueryOptions(moderator)),
  })
}
