/** PRODUCT.md §7: the X callback sends the browser back to /memap with `?TwitterHandle=`. */
export const TWITTER_HANDLE_PARAM = 'TwitterHandle'

/**
 * Telegram's login popup comes back with `#tgAuthResult=…` (telegram-login.ts reads it). Here, not
 * there: a visitor's profile asks only whether it is there, without Telegram's login code.
 */
export const TELEGRAM_AUTH_RESULT = 'tgAuthResult'

/** True when the address's hash carries Telegram's login result. */
export function hasTelegramAuthResult(hash: string): boolean {
  return new URLSearchParams(hash.replace(/^#/, '')).has(TELEGRAM_AUTH_RESULT)
}

/** True when a social login has just sent the browser back to this page (X or Telegram). */
export function returnsFromLinking(location: { search: string; hash: string }): boolean {
  return (
    new URLSearchParams(location.search).has(TWITTER_HANDLE_PARAM) ||
    hasTelegramAuthResult(location.hash)
  )
}
