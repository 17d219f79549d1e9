import { ScreenPlaceholder } from '../../shared/ui/screen-placeholder.tsx'

/** `/memap` (spec §2). */
export function ProfileScreen() {
  return (
    <ScreenPlaceholder title="My MeMap">
      Your profile card: today’s emotion, your social network value, your friends, your Top 9 album
      and the badges of your identity graph.
    </ScreenPlaceholder>
  )
}
