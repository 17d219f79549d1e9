import { ScreenPlaceholder } from '../../shared/ui/screen-placeholder.tsx'

/** `/findnetwork` (spec §2). */
export function FindNetworkScreen() {
  return (
    <ScreenPlaceholder title="Find your network">
      People who share a tag of your identity graph, to discover and befriend.
    </ScreenPlaceholder>
  )
}
