import { ScreenPlaceholder } from '../../shared/ui/screen-placeholder.tsx'

/** `/select_emotion` (spec §2). */
export function SelectEmotionScreen() {
  return (
    <ScreenPlaceholder title="Select today's emotion">
      Pick the emotion that fits your day and, if you like, tell your friends why.
    </ScreenPlaceholder>
  )
}
