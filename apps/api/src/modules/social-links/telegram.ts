import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import type { telegramAuthDataSchema } from '@memap/shared/social'
import type { z } from 'zod'
import { badRequest } from '../../errors.ts'

type TelegramAuthData = z.output<typeof telegramAuthDataSchema>

const MAX_AGE_SECONDS = 24 * 60 * 60

/**
 * Checks a Telegram login widget payload: HMAC-SHA256, keyed by SHA-256 of the bot token,
 * over its fields sorted and joined as `key=value` lines, and at most one day old.
 * https://core.telegram.org/widgets/login#checking-authorization
 */
export function verifyTelegramLogin(data: TelegramAuthData, botToken: string, now = new Date()) {
  const { hash, ...fields } = data
  const checkString = Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}=${value}`)
    .sort()
    .join('\n')
  const key = createHash('sha256').update(botToken).digest()
  const expected = createHmac('sha256', key).update(checkString).digest()
  if (!timingSafeEqual(expected, Buffer.from(hash, 'hex'))) {
    throw badRequest('telegram_login_invalid', 'authData: the Telegram signature does not match')
  }
  const age = now.getTime() / 1000 - data.auth_date
  if (age > MAX_AGE_SECONDS || age < -60)
    throw badRequest('telegram_login_invalid', 'authData: the Telegram login is too old')
  return { id: String(data.id), handle: data.username ?? String(data.id) }
}
