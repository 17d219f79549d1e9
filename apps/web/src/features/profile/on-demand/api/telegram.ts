import type { Address } from '@memap/shared/address'
import * as socialCalls from '@memap/shared/endpoints/social'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { USER_INFO_KEY } from '../../../../shared/api/user-info.ts'
import { api } from '../../../../shared/lib/api-client.ts'
import type { TelegramAuthData } from '../lib/telegram-login.ts'

/**
 * `POST /v0/auth/telegram` (owner only): the login widget's signed payload; answers the linked
 * handle. 501 when the server has no bot token.
 */
export function linkTelegram(walletAddr: Address, authData: TelegramAuthData): Promise<string> {
  return api.call(socialCalls.linkTelegram, { body: { walletAddr, authData } })
}

/** Links the Telegram account; the profiles are read again once it is linked. */
export function useLinkTelegram(walletAddr: Address | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (authData: TelegramAuthData) => {
      if (walletAddr === null) throw new Error('no wallet to link Telegram to')
      return linkTelegram(walletAddr, authData)
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [USER_INFO_KEY] }),
  })
}
