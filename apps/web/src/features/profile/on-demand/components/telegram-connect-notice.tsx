import { ComingSoonDialog } from '../../../../shared/ui/coming-soon-dialog.tsx'
import { NoticeDialog } from '../../../../shared/ui/notice-dialog.tsx'
import { POPUP_BLOCKED_ALERT } from '../lib/telegram-login.ts'
import type { TelegramConnect } from './use-telegram-connect.ts'

/** What came of a Telegram connect the login popup did not do: not offered yet, or blocked. */
export function TelegramConnectNotice({ connect }: { connect: TelegramConnect }) {
  if (connect.notice === 'coming-soon') return <ComingSoonDialog onClose={connect.dismissNotice} />
  if (connect.notice === 'popup-blocked') {
    return (
      <NoticeDialog notice={{ message: POPUP_BLOCKED_ALERT }} onClose={connect.dismissNotice} />
    )
  }
  return null
}
