import type { Address } from '@memap/shared/address'
import type { userEmotionInfoSchema } from '@memap/shared/emotions'
import * as emotionCalls from '@memap/shared/endpoints/emotions'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { POINT_BALANCE_KEY } from '../../../shared/api/point-balance.ts'
import { USER_INFO_KEY } from '../../../shared/api/user-info.ts'
import { api } from '../../../shared/lib/api-client.ts'
import { ApiError } from '../../../shared/lib/api-errors.ts'
import { isDailyLimit } from '../lib/daily-limit.ts'

// `GET /v0/emotion/user-emotion/info` (the emotion view dialog) and `POST /v0/emotion/cheers/request`.

export type EmotionDetail = z.output<typeof userEmotionInfoSchema>

export const EMOTION_DETAIL_KEY = 'emotion-detail'

export function getEmotionDetailQueryOptions(userEmotionId: string, viewer: Address | null) {
  return queryOptions({
    queryKey: [EMOTION_DETAIL_KEY, userEmotionId, viewer],
    queryFn: ({ signal }) =>
      api.call(emotionCalls.postedEmotion, {
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
  await api.call(emotionCalls.cheerEmotion, {
    body: { walletAddr, userEmotionId },
  })
}

/**
 * Cheers an emotion as `walletAddr`. Whatever the answer, the emotion's details, the profiles
 * and the balance are read again (a refused cheer may have been taken meanwhile).
 */
export function useCheerEmotion(walletAddr: Address | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (userEmotionId: string) => {
      if (walletAddr === null) throw new Error('a visitor cannot cheer')
      return cheerEmotion(walletAddr, userEmotionId)
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: [EMOTION_DETAIL_KEY] })
      void queryClient.invalidateQueries({ queryKey: [USER_INFO_KEY] })
      void queryClient.invalidateQueries({ queryKey: [POINT_BALANCE_KEY] })
    },
  })
}

/**
 * What a refused cheer means to the member: the daily limit (its own dialog), a cheer the server
 * already holds (409: the button stays 'Cheered'), or a failure the error dialog words.
 */
export function cheerRefusal(error: unknown): 'daily-limit' | 'already-cheered' | 'failed' {
  if (isDailyLimit(error)) return 'daily-limit'
  return error instanceof ApiError && error.status === 409 ? 'already-cheered' : 'failed'
}
