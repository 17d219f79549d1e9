import { Trans, useLingui } from '@lingui/react/macro'
import type { Address } from '@memap/shared/address'
import { useState } from 'react'
import { useIsModerator } from '../../features/session/api/auth.ts'
import { useUnreadCount } from '../../shared/api/unread-count.ts'
import { lazyWithTexts } from '../../shared/i18n/lazy-with-texts.ts'
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx'
import '../catalog.ts'
import { Suspense } from '../../shared/ui/suspense.tsx'
import { MenuButton } from './menu-button.tsx'
import { menuEntries } from './menu-entries.tsx'
import { MenuSheet } from './menu-sheet.tsx'
import { useUnlink } from './use-unlink.ts'

type Open = 'closed' | 'menu' | 'confirm-unlink'

/**
 * Find people (features/search), loaded as the menu opens. Declared here and on the friend list
 * route each, not in a module both import: such a module would be a chunk of its own, named in the
 * list of what the first screens may load later (e2e/weight.test.ts).
 */
const MemberSearch = lazyWithTexts(
  async () => (await import('../../features/search/member-search.tsx')).MemberSearch,
)

/**
 * The menu button (short address and MeMap mark) and the menu it opens: a member's, or for a
 * wallet without a MeMap (`member` false) the way to create one, the language, the devices and
 * Unlink.
 */
export function AppMenu({ address, member }: { address: Address; member: boolean }) {
  const { t } = useLingui()
  const [open, setOpen] = useState<Open>('closed')
  const [unlinking, setUnlinking] = useState(false)
  const unlink = useUnlink()
  const unread = useUnreadCount(address, member).data ?? 0
  const moderator = useIsModerator(address)
  const close = () => setOpen('closed')

  return (
    <>
      <MenuButton
        address={address}
        unread={unread}
        expanded={open === 'menu'}
        onOpen={() => {
          // A member's menu opens with its search in place: drawn a moment later, the search
          // would push the entries down under a finger already on its way to one of them.
          const show = () => setOpen('menu')
          if (member) void MemberSearch.preload().then(show, show)
          else show()
        }}
      />

      {open === 'menu' && (
        <MenuSheet
          address={address}
          member={member}
          entries={menuEntries({ member, moderator })}
          unread={unread}
          search={
            <Suspense fallback={null}>
              <MemberSearch viewer={address} onPick={close} />
            </Suspense>
          }
          onClose={close}
          onUnlink={() => setOpen('confirm-unlink')}
        />
      )}

      {open === 'confirm-unlink' && (
        <ConfirmDialog
          title={t`Unlink your wallet?`}
          confirmLabel={t`Unlink`}
          busy={unlinking}
          onCancel={close}
          onConfirm={() => {
            setUnlinking(true)
            void unlink()
          }}
        >
          <Trans>You will be signed out of MeMap and your wallet disconnected.</Trans>
        </ConfirmDialog>
      )}
    </>
  )
}
