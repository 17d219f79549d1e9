import { ScreenPlaceholder } from '../../shared/ui/screen-placeholder.tsx'

/** `/micode` (spec §2). */
export function ShareScreen() {
  return (
    <ScreenPlaceholder title="QR Share">
      A QR code and a link to your MeMap, ready to share with friends.
    </ScreenPlaceholder>
  )
}
