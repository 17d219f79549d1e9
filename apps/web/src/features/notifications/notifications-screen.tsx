import { ScreenPlaceholder } from '../../shared/ui/screen-placeholder.tsx'

/** `/notifications` (spec §2). */
export function NotificationsScreen() {
  return (
    <ScreenPlaceholder title="News">
      Friend requests, cheers, likes and rewards, newest first.
    </ScreenPlaceholder>
  )
}
