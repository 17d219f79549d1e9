import type { Address } from '@memap/shared/address'
import { useEffect, useRef, useState } from 'react'
import { useLocation, useSearch } from 'wouter'
import { useRefreshUserInfo } from '../../../../shared/api/user-info.ts'
import { useHash } from '../../../../shared/lib/router.ts'
import { keepCauseOfShownFailure } from '../../../../shared/lib/shown-failure.ts'
import { TWITTER_HANDLE_PARAM } from '../../lib/linking-return.ts'
import { useLinkTelegram } from '../api/telegram.ts'
import { hashWithoutAuthResult, readTelegramAuthResult } from './telegram-login.ts'

type Linked = { network: 'X' | 'Telegram'; handle: string }
type Shown = { kind: 'none' } | { kind: 'linked'; linked: Linked } | { kind: 'error' }

/**
 * Handles a social login's return to /memap once (LinkedAccountReturn says how), and gives what
 * to show of it, and `close` for when that is closed.
 */
export function useLinkingReturn(viewer: Address | null) {
  const [pathname, navigate] = useLocation()
  const currentSearch = useSearch()
  const hash = useHash()
  const refreshProfiles = useRefreshUserInfo()
  const { mutate: linkTelegram } = useLinkTelegram(viewer)
  const [shown, setShown] = useState<Shown>({ kind: 'none' })
  const handled = useRef(false)

  useEffect(() => {
    if (handled.current) return
    const search = new URLSearchParams(currentSearch)
    const twitterHandle = search.get(TWITTER_HANDLE_PARAM)
    const telegram = readTelegramAuthResult(hash)
    if (twitterHandle === null && telegram.kind === 'none') return
    handled.current = true

    // Out of the address bar first, so a reload or a shared link does not do it again.
    search.delete(TWITTER_HANDLE_PARAM)
    const rest = search.toString()
    navigate(`${pathname}${rest === '' ? '' : `?${rest}`}${hashWithoutAuthResult(hash)}`, {
      replace: true,
      state: window.history.state,
    })

    if (twitterHandle !== null && twitterHandle.trim() !== '') {
      setShown({ kind: 'linked', linked: { network: 'X', handle: twitterHandle.trim() } })
      // The X callback linked it, in a request of its own.
      void refreshProfiles()
    }

    if (telegram.kind === 'cancelled') {
      if (isLoginPopup()) window.close()
    } else if (telegram.kind === 'invalid' || (telegram.kind === 'login' && viewer === null)) {
      setShown({ kind: 'error' })
    } else if (telegram.kind === 'login' && viewer !== null) {
      linkTelegram(telegram.authData, {
        onSuccess: (handle) => {
          if (isLoginPopup()) {
            window.close()
            return
          }
          setShown({ kind: 'linked', linked: { network: 'Telegram', handle } })
        },
        onError: (error) => {
          keepCauseOfShownFailure(error)
          setShown({ kind: 'error' })
        },
      })
    }
  }, [pathname, currentSearch, hash, navigate, refreshProfiles, linkTelegram, viewer])

  const close = () => {
    setShown({ kind: 'none' })
    // The popup's work is done, whatever came of it; the profile behind it refetches.
    if (isLoginPopup()) window.close()
  }

  return { shown, close }
}

/** True in the Telegram popup: a window that this app's own page opened. */
function isLoginPopup(): boolean {
  try {
    return window.opener !== null && window.opener.location.origin === window.location.origin
  } catch {
    // The opener is on another origin: not ours.
    return false
  }
}
