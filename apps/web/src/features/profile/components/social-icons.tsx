import { useLingui } from '@lingui/react/macro'
import type { Address } from '@memap/shared/address'
import type { UserInfo } from '@memap/shared/profile'
import { useState } from 'react'
import { lazyWithTexts } from '../../../shared/i18n/lazy-with-texts.ts'
import '../catalog.ts'
import { Suspense } from '../../../shared/ui/suspense.tsx'
import { xProfileUrl } from '../lib/social-links.ts'
import { CustomLink } from './custom-link.tsx'
import { EmptyIcon } from './empty-icon.tsx'
import { ExternalLink } from './external-link.tsx'
import { LinkedInMark } from './linkedin-mark.tsx'
import { LinkIcon, XIcon } from './social-glyphs.tsx'
import { TelegramLink } from './telegram-link.tsx'

export type SocialIconsProps = {
  profile: UserInfo
  /** The profile's wallet. */
  address: Address
  /** The owner taps empty icons to connect; others only open existing links. */
  own: boolean
}

type Open = 'none' | 'x' | 'custom'

// The owner's connect dialogs load when the owner opens one: a visitor's first visit never
// downloads them.
const ConnectXDialog = lazyWithTexts(
  async () => (await import('../on-demand/components/connect-x-dialog.tsx')).ConnectXDialog,
)
const CustomUrlDialog = lazyWithTexts(
  async () => (await import('../on-demand/components/custom-url-dialog.tsx')).CustomUrlDialog,
)

/**
 * PRODUCT.md §2 and §6: the four social icons under the name (X, Telegram, LinkedIn, custom link).
 * Filled ones show the handle (or the link, cut at 15 characters) and open it in a new tab
 * (LinkedIn stays inert); on the owner's page the empty X icon opens the social connect dialog,
 * the empty Telegram icon Telegram's login popup, the empty custom icon the custom URL dialog.
 */
export function SocialIcons({ profile, address, own }: SocialIconsProps) {
  const { t } = useLingui()
  const [open, setOpen] = useState<Open>('none')
  const close = () => setOpen('none')
  const x = profile.X.trim()
  const custom = profile.CustomUrl.trim()

  return (
    <>
      <ul className="social-icons" aria-label={t`Social links`}>
        <li>
          {x !== '' ? (
            <ExternalLink href={xProfileUrl(x)} label={`X: ${x}`} handle={x}>
              <XIcon />
            </ExternalLink>
          ) : (
            <EmptyIcon own={own} label="X" onConnect={() => setOpen('x')}>
              <XIcon />
            </EmptyIcon>
          )}
        </li>
        <li>
          <TelegramLink handle={profile.Telegram.trim()} own={own} />
        </li>
        <li>
          <LinkedInMark linkedin={profile.Linkedin.trim()} />
        </li>
        <li>
          {custom !== '' ? (
            <CustomLink href={custom} />
          ) : (
            <EmptyIcon own={own} label={t`Custom link`} onConnect={() => setOpen('custom')}>
              <LinkIcon />
            </EmptyIcon>
          )}
        </li>
      </ul>
      <Suspense fallback={null}>
        {open === 'x' && <ConnectXDialog onClose={close} />}
        {open === 'custom' && <CustomUrlDialog address={address} onClose={close} />}
      </Suspense>
    </>
  )
}
