import type { Address } from '@memap/shared/address'
import { deviceSessions, revokeSessions } from '@memap/shared/endpoints/auth'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../shared/lib/api-client.ts'

// `GET /v0/auth/sessions` and `POST /v0/auth/sessions/revoke` (owner only): the devices signed
// in to the wallet, and signing one or all the others out.

export function getSessionsQueryOptions(walletAddr: Address) {
  return queryOptions({
    queryKey: ['sessions', walletAddr],
    queryFn: ({ signal }) => api.call(deviceSessions, { query: { walletAddr }, signal }),
  })
}

export function useSessions(walletAddr: Address) {
  return useQuery(getSessionsQueryOptions(walletAddr))
}

/** Which sessions to end: one, by its id, or every one but this device's. */
export type SessionsToEnd = { sessionId: string } | { all: true }

/** Ends sessions; the list is read again afterwards, whatever the answer. */
export function useRevokeSessions(walletAddr: Address) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (which: SessionsToEnd) =>
      api.call(revokeSessions, { body: { walletAddr, ...which } }),
    onSettled: () => queryClient.invalidateQueries(getSessionsQueryOptions(walletAddr)),
  })
}
