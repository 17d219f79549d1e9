import { ScreenPlaceholder } from '../../shared/ui/screen-placeholder.tsx'

/** `/album` (spec §2). */
export function AlbumScreen() {
  return (
    <ScreenPlaceholder title="The Top 9">
      Nine photo slots to show what matters to you; friends can like each photo.
    </ScreenPlaceholder>
  )
}
