import { useLingui } from '@lingui/react/macro'
import '../catalog.ts'
import { EmptyIcon } from '../../components/empty-icon.tsx'
import { TelegramIcon } from '../../components/social-glyphs.tsx'
import { TelegramConnectNotice } from './telegram-connect-notice.tsx'
import { useTelegramConnect } from './use-telegram-connect.ts'

/**
 * The owner's empty Telegram icon: a tap opens Telegram's login popup (within the tap, or the
 * browser blocks it), or says why it cannot. Loaded on the owner's page only (telegram-link.tsx).
 */
export function TelegramConnect() {
  const { t } = useLingui()
  const connect = useTelegramConnect()
  return (
    <>
      <EmptyIcon own label={t`Telegram`} onConnect={connect.start}>
        <TelegramIcon />
      </EmptyIcon>
      <TelegramConnectNotice connect={connect} />
    </>
  )
}
