import type { Address } from '@memap/shared/address'
import type { userEmotionInfoSchema } from '@memap/shared/emotions'
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { api } from '../../../shared/lib/api-client.ts'

// `GET /v0/emotion/user-emotion/info` (the emotion view dialog) and `POST /v0/emotion/cheers/request`.

export type EmotionDetail = z.output<typeof userEmotionInfoSchema>

export const EMOTION_DETAIL_KEY = 'emotion-detail'

export function getEmotionDetailQueryOptions(userEmotionId: string, viewer: Address | null) {
  return queryOptions({
    queryKey: [EMOTION_DETAIL_KEY, userEmotionId, viewer],
    queryFn: ({ signal }) =>
      api.get<z.output<typeof userEmotionInfoSchema>>('/emotion/user-emotion/info', {
        query: { walletAddr: viewer ?? '', userEmotionId },
        signal,
      }),
  })
}

export function useEmotionDetail(userEmotionId: string, viewer: Address | null) {
  return useQuery(getEmotionDetailQueryOptions(userEmotionId, viewer))
}

/** Cheers the emotion `userEmotionId` as `walletAddr` (+2 Whoom to each side). */
export async function cheerEmotion(walletAddr: Address, userEmotionId: string): Promise<void> {
  await api.post<true>('/emotion/cheers/request', {
    body: { walletAddr, userEmotionId },
  })
}
