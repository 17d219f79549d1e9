import { useLingui } from '@lingui/react/macro'
import { lazyWithTexts } from '../../../shared/i18n/lazy-with-texts.ts'
import '../catalog.ts'
import { Suspense } from '../../../shared/ui/suspense.tsx'
import { telegramProfileUrl } from '../lib/social-links.ts'
import { EmptyIcon } from './empty-icon.tsx'
import { ExternalLink } from './external-link.tsx'
import { TelegramIcon } from './social-glyphs.tsx'

// Telegram's login loads with the owner's page, not on the tap: its popup must open within the
// tap. A visitor never downloads it.
const TelegramConnect = lazyWithTexts(
  async () => (await import('../on-demand/components/telegram-connect.tsx')).TelegramConnect,
)

/**
 * The Telegram icon of a profile: the linked handle, opening it; empty, on the owner's page a tap
 * that connects, elsewhere a plain mark.
 */
export function TelegramLink({ handle, own }: { handle: string; own: boolean }) {
  const { t } = useLingui()
  if (handle !== '') {
    return (
      <ExternalLink
        href={telegramProfileUrl(handle)}
        label={t`Telegram: ${handle}`}
        handle={handle}
      >
        <TelegramIcon />
      </ExternalLink>
    )
  }
  if (!own) return <TelegramNotLinked />
  return (
    <Suspense fallback={<TelegramNotLinked />}>
      <TelegramConnect />
    </Suspense>
  )
}

/** The empty Telegram icon as a visitor sees it, and as the owner's shows while it loads. */
function TelegramNotLinked() {
  const { t } = useLingui()
  return (
    <EmptyIcon own={false} label={t`Telegram`}>
      <TelegramIcon />
    </EmptyIcon>
  )
}
