import { ScreenPlaceholder } from '../../shared/ui/screen-placeholder.tsx'

/** `/memapstart` (spec §2). */
export function SignupScreen() {
  return (
    <ScreenPlaceholder title="Create MeMap">
      Mint your MeMap profile card: pick a picture and a name, tell the world a little about
      yourself, and receive 30 Whoom.
    </ScreenPlaceholder>
  )
}
