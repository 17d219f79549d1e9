import type { Address } from '@memap/shared/address'
import type { emotionSchema } from '@memap/shared/emotions'
import * as emotionCalls from '@memap/shared/endpoints/emotions'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { POINT_BALANCE_KEY } from '../../../shared/api/point-balance.ts'
import { USER_INFO_KEY } from '../../../shared/api/user-info.ts'
import { api } from '../../../shared/lib/api-client.ts'

// `GET /v0/emotion/list?adminStatus=false` and `POST /v0/emotion/user-emotion/create`.

export type Emotion = z.output<typeof emotionSchema>

export function getEmotionListQueryOptions() {
  return queryOptions({
    queryKey: ['emotion-list'],
    queryFn: ({ signal }) =>
      api.call(emotionCalls.emotionCatalogue, { query: { adminStatus: 'false' }, signal }),
    staleTime: 5 * 60_000,
  })
}

export function useEmotionList() {
  return useQuery(getEmotionListQueryOptions())
}

/** Posts today's emotion and its reason (once a Seoul day); answers its id and the Whoom paid. */
export function postEmotion(params: {
  walletAddr: Address
  emotionId: number
  description: string
}) {
  return api.call(emotionCalls.postEmotion, { body: params })
}

/** Posts today's emotion as `walletAddr`; once posted, the profiles and the balance are read again. */
export function usePostEmotion(walletAddr: Address) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (params: { emotionId: number; description: string }) =>
      postEmotion({ walletAddr, ...params }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [USER_INFO_KEY] })
      void queryClient.invalidateQueries({ queryKey: [POINT_BALANCE_KEY] })
    },
  })
}
