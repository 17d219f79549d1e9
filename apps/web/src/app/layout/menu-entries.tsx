import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { type AppPath, paths } from '../../shared/lib/paths.ts'
import '../catalog.ts'

export type MenuEntry = { label: MessageDescriptor; to: AppPath }

/** PRODUCT.md §2, menu entries, in order; Unlink follows them in the menu. */
const ENTRIES: MenuEntry[] = [
  { label: msg`My MeMap`, to: paths.memap },
  { label: msg`QR Share`, to: paths.miCode },
  { label: msg`News`, to: paths.notifications },
  { label: msg`Badge Collection`, to: paths.badgeCollection },
  { label: msg`Reward history`, to: paths.myReward },
  { label: msg`Settings`, to: paths.settings },
  { label: msg`My assets`, to: paths.myAssets },
]

/**
 * PRODUCT.md §2: what a wallet without a MeMap is offered, before the language and Unlink: no
 * member's screen (the route guard would send it back to /memapstart).
 */
const WALLET_ENTRIES: MenuEntry[] = [
  { label: msg`Create my MeMap`, to: paths.memapStart },
  { label: msg`Signed-in devices`, to: paths.settings },
]

/** The screens the menu, and on a desktop the side navigation, lead to. */
export function menuEntries({
  member,
  moderator,
}: {
  member: boolean
  moderator: boolean
}): MenuEntry[] {
  if (!member) return WALLET_ENTRIES
  return moderator ? [...ENTRIES, { label: msg`Moderation`, to: paths.admin }] : ENTRIES
}

/** The number of unread notifications, as a badge (read out by its holder's label). */
export function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null
  return (
    <span className="unread-badge" aria-hidden="true" data-testid="unread-badge">
      {count > 99 ? '99+' : count}
    </span>
  )
}

/** An entry's words, and on News the unread count: read out, and shown as a badge. */
export function EntryLabel({ entry, unread }: { entry: MenuEntry; unread: number }) {
  const { t, i18n } = useLingui()
  return (
    <>
      {i18n._(entry.label)}
      {entry.to === paths.notifications && unread > 0 && (
        <>
          <span className="visually-hidden">, {t`${unread} unread`}</span>
          <UnreadBadge count={unread} />
        </>
      )}
    </>
  )
}
