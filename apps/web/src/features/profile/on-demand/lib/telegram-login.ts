import { msg } from '@lingui/core/macro'
import type { telegramAuthDataSchema } from '@memap/shared/social'
import type { z } from 'zod'
import '../catalog.ts'
import { TELEGRAM_AUTH_RESULT } from '../../lib/linking-return.ts'

// PRODUCT.md §7, social login: Telegram opens a popup of 500x600 on Telegram's login page, which
// sends the popup back to the app with the signed login in the hash (`#tgAuthResult=…`).
// https://core.telegram.org/widgets/login

export type TelegramAuthData = z.input<typeof telegramAuthDataSchema>

export const TELEGRAM_POPUP_WIDTH = 500
export const TELEGRAM_POPUP_HEIGHT = 600
export const TELEGRAM_POPUP_NAME = 'memap-telegram-login'
/** PRODUCT.md §7, the alert when the browser refuses the popup. */
export const POPUP_BLOCKED_ALERT = msg`Pop-ups are blocked. Please unblock pop-ups.`

/** Telegram's login page for `botId`, returning to `returnTo` (an address of `origin`). */
export function telegramLoginUrl(botId: string, origin: string, returnTo: string): string {
  const url = new URL('https://oauth.telegram.org/auth')
  url.search = new URLSearchParams({
    bot_id: botId,
    origin,
    request_access: 'write',
    return_to: returnTo,
  }).toString()
  return url.toString()
}

/** The popup's features: 500x600, centred on the window that opens it. */
export function telegramPopupFeatures(frame: {
  screenX: number
  screenY: number
  outerWidth: number
  outerHeight: number
}): string {
  const left = Math.max(
    0,
    Math.round(frame.screenX + (frame.outerWidth - TELEGRAM_POPUP_WIDTH) / 2),
  )
  const top = Math.max(
    0,
    Math.round(frame.screenY + (frame.outerHeight - TELEGRAM_POPUP_HEIGHT) / 2),
  )
  return `popup=yes,width=${TELEGRAM_POPUP_WIDTH},height=${TELEGRAM_POPUP_HEIGHT},left=${left},top=${top}`
}

export type TelegramAuthResult =
  /** No `tgAuthResult` in the hash. */
  | { kind: 'none' }
  /** Telegram's answer when the user closed or refused the login (`false`). */
  | { kind: 'cancelled' }
  /** Something that is not a login payload: not JSON, or not an object. */
  | { kind: 'invalid' }
  | { kind: 'login'; authData: TelegramAuthData }

/**
 * Reads `#tgAuthResult=…`: base64url (padding optional) of the login's JSON in UTF-8. Only
 * that it is an object is checked here: the server checks its fields and its signature.
 */
export function readTelegramAuthResult(hash: string): TelegramAuthResult {
  const encoded = new URLSearchParams(hash.replace(/^#/, '')).get(TELEGRAM_AUTH_RESULT)
  if (encoded === null) return { kind: 'none' }
  let payload: unknown
  try {
    payload = JSON.parse(decodeBase64Url(encoded))
  } catch {
    return { kind: 'invalid' }
  }
  if (payload === false || payload === null) return { kind: 'cancelled' }
  if (typeof payload !== 'object' || Array.isArray(payload)) return { kind: 'invalid' }
  // Sent on as it came: the signature covers the fields exactly as Telegram wrote them.
  return { kind: 'login', authData: payload as TelegramAuthData }
}

/** The hash without `tgAuthResult`, as it should stay in the address bar ('' when empty). */
export function hashWithoutAuthResult(hash: string): string {
  const params = new URLSearchParams(hash.replace(/^#/, ''))
  params.delete(TELEGRAM_AUTH_RESULT)
  const rest = params.toString()
  return rest === '' ? '' : `#${rest}`
}

function decodeBase64Url(value: string): string {
  const base64 = value.trim().replace(/-/g, '+').replace(/_/g, '/')
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4)
  const binary = atob(padded)
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0))
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
}
