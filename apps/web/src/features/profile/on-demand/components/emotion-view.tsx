import { useLingui } from '@lingui/react/macro'
import type { Address } from '@memap/shared/address'
import type { UserInfo } from '@memap/shared/profile'
import { catalogueName } from '../../../../shared/names/catalogue-name.ts'
import { blockedLine } from '../../lib/blocked-line.ts'
import { EmotionViewDialog } from './emotion-view-dialog.tsx'
import { useCheer } from './use-cheer.tsx'
import '../catalog.ts'

export type EmotionViewProps = {
  profile: UserInfo
  emotion: NonNullable<UserInfo['UserEmotion']>
  viewer: Address | null
  own: boolean
  /** Whether this viewer cheered it, as the block remembers it between views. */
  cheered: boolean
  onCheered: (cheered: boolean) => void
  onClose: () => void
}

/** The emotion view (PRODUCT.md §2) and what a cheer leads to: the reward, the limit, an error. */
export function EmotionView({
  profile,
  emotion,
  viewer,
  own,
  cheered,
  onCheered,
  onClose,
}: EmotionViewProps) {
  const { i18n } = useLingui()
  const { cheer, outcome } = useCheer({
    userEmotionId: emotion.UserEmotionId,
    viewer,
    cheered,
    onCheered,
  })
  // The answer's dialog shows instead of the view, which comes back once it is closed.
  if (outcome) return outcome
  return (
    <EmotionViewDialog
      userEmotionId={emotion.UserEmotionId}
      emotionName={catalogueName(i18n, 'emotion', emotion.EmotionName)}
      viewer={viewer}
      canCheer={viewer !== null && !own}
      blocked={blockedLine(profile)}
      cheered={cheered}
      onCheer={cheer}
      onClose={onClose}
    />
  )
}
