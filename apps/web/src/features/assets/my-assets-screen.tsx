import { ScreenPlaceholder } from '../../shared/ui/screen-placeholder.tsx'

/** `/myassets` (spec §2). */
export function MyAssetsScreen() {
  return (
    <ScreenPlaceholder title="My assets">
      Choose which of your badges appear on your MeMap.
    </ScreenPlaceholder>
  )
}
