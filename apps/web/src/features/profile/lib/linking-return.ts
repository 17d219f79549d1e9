import { hasTelegramAuthResult } from './telegram-login.ts'

/** PRODUCT.md §7: the X callback sends the browser back to /memap with `?TwitterHandle=`. */
export const TWITTER_HANDLE_PARAM = 'TwitterHandle'

/** True when a social login has just sent the browser back to this page (X or Telegram). */
export function returnsFromLinking(location: { search: string; hash: string }): boolean {
  return (
    new URLSearchParams(location.search).has(TWITTER_HANDLE_PARAM) ||
    hasTelegramAuthResult(location.hash)
  )
}
