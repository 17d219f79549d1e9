import type { Address } from '@memap/shared/address'
import { api } from '../../../shared/lib/api-client.ts'
import type { TelegramAuthData } from '../lib/telegram-login.ts'

/**
 * `POST /v0/auth/telegram` (owner only): the login widget's signed payload; answers the linked
 * handle. 501 when the server has no bot token.
 */
export function linkTelegram(walletAddr: Address, authData: TelegramAuthData): Promise<string> {
  return api.post<string>('/auth/telegram', { body: { walletAddr, authData } })
}
