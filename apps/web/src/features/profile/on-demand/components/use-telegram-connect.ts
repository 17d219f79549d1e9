import { useCallback, useEffect, useRef, useState } from 'react'
import { useRefreshUserInfo } from '../../../../shared/api/user-info.ts'
import { paths } from '../../../../shared/lib/paths.ts'
import { usePublicConfig } from '../../../../shared/lib/public-config.ts'
import {
  TELEGRAM_POPUP_NAME,
  telegramLoginUrl,
  telegramPopupFeatures,
} from '../lib/telegram-login.ts'

/** How often the page looks whether the popup was closed. */
const POPUP_POLL_MS = 500

export type TelegramConnect = {
  /** The owner tapped the empty Telegram icon. */
  start: () => void
  /**
   * What to show instead of the popup: nothing, 'Coming Soon!' without a bot, or PRODUCT.md §2's
   * alert when the browser blocked the popup.
   */
  notice: 'none' | 'coming-soon' | 'popup-blocked'
  dismissNotice: () => void
}

/**
 * PRODUCT.md §7: Telegram opens its login page in a popup of 500x600; the popup comes back to
 * /memap with `#tgAuthResult`, where the app links the account and closes it
 * (`LinkedAccountReturn`). When the popup closes, this page refetches the profile (PRODUCT.md §2's
 * reload, without reloading the app). A blocked popup gets §2's alert, in the app's dialog.
 */
export function useTelegramConnect(): TelegramConnect {
  const refreshProfiles = useRefreshUserInfo()
  const { telegramBotId } = usePublicConfig()
  const [notice, setNotice] = useState<TelegramConnect['notice']>('none')
  const watch = useRef<number | undefined>(undefined)

  useEffect(() => () => window.clearInterval(watch.current), [])

  const openPopup = useCallback(
    (id: string) => {
      const origin = window.location.origin
      const popup = window.open(
        telegramLoginUrl(id, origin, `${origin}${paths.memap}`),
        TELEGRAM_POPUP_NAME,
        telegramPopupFeatures(window),
      )
      if (!popup) {
        setNotice('popup-blocked')
        return
      }
      window.clearInterval(watch.current)
      watch.current = window.setInterval(() => {
        if (!popup.closed) return
        window.clearInterval(watch.current)
        // The popup linked the account (or not) in a request of its own.
        void refreshProfiles()
      }, POPUP_POLL_MS)
    },
    [refreshProfiles],
  )

  // Opened within the tap: a popup opened later, after a fetch, would be blocked.
  const start = useCallback(() => {
    if (telegramBotId === null) setNotice('coming-soon')
    else openPopup(telegramBotId)
  }, [telegramBotId, openPopup])

  return { start, notice, dismissNotice: () => setNotice('none') }
}
