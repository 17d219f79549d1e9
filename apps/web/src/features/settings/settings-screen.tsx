import { ScreenPlaceholder } from '../../shared/ui/screen-placeholder.tsx'

/** `/settings` (spec §2). */
export function SettingsScreen() {
  return (
    <ScreenPlaceholder title="Set Your MeMap!">
      Edit your profile picture, name, description, social network value and who sees the details of
      your emotions.
    </ScreenPlaceholder>
  )
}
