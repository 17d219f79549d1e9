import { ScreenPlaceholder } from '../../shared/ui/screen-placeholder.tsx'

/** `/badgecollection` (spec §2). */
export function BadgeCollectionScreen() {
  return (
    <ScreenPlaceholder title="Badge Collection">
      Badge groups to browse and buy with Whoom, on-chain.
    </ScreenPlaceholder>
  )
}
