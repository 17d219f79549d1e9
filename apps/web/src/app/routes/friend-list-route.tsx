import type { Address } from '@memap/shared/address'
import { FriendListScreen } from '../../features/friends/friend-list-screen.tsx'
import { lazyWithTexts } from '../../shared/i18n/lazy-with-texts.ts'
import { Suspense } from '../../shared/ui/suspense.tsx'

/** Find people (features/search), loaded when the own friend list shows it (see app-menu.tsx). */
const MemberSearch = lazyWithTexts(
  async () => (await import('../../features/search/member-search.tsx')).MemberSearch,
)

/** `/friendlist`, with Find people on the member's own list (the search feature). */
export function FriendListRoute() {
  return (
    <FriendListScreen
      findPeople={(viewer: Address) => (
        <Suspense fallback={null}>
          <MemberSearch viewer={viewer} />
        </Suspense>
      )}
    />
  )
}
