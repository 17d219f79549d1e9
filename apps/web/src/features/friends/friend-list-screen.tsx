import { ScreenPlaceholder } from '../../shared/ui/screen-placeholder.tsx'

/** `/friendlist` (spec §2). */
export function FriendListScreen() {
  return (
    <ScreenPlaceholder title="Network">
      The friends of a MeMap, with the date each friendship last changed.
    </ScreenPlaceholder>
  )
}
