import { Trans, useLingui } from '@lingui/react/macro'
import type { Address } from '@memap/shared/address'
import type { UserInfo } from '@memap/shared/profile'
import { useState } from 'react'
import { lazyWithTexts } from '../../../shared/i18n/lazy-with-texts.ts'
import { catalogueName } from '../../../shared/names/catalogue-name.ts'
import '../catalog.ts'
import { blockedLine } from '../lib/blocked-line.ts'
import { EmotionPill } from './emotion-pill.tsx'
import { PostEmotionLink } from './post-emotion-link.tsx'
import '../../../shared/ui/button.css'
import { Suspense } from '../../../shared/ui/suspense.tsx'

// The emotion view loads when the pill is tapped, the cheer button for a signed-in viewer who may
// cheer: a visitor's first visit shows the pill only.
const EmotionView = lazyWithTexts(
  async () => (await import('../on-demand/components/emotion-view.tsx')).EmotionView,
)
const CheerButton = lazyWithTexts(
  async () => (await import('../on-demand/components/cheer-button.tsx')).CheerButton,
)

export type EmotionBlockProps = {
  profile: UserInfo
  viewer: Address | null
  own: boolean
}

/**
 * PRODUCT.md §2 and §4: today's emotion pill (typed one letter every 100 ms), the owner's pencil to
 * /select_emotion while nothing is posted, the cheer button with its count for another member
 * who may cheer, and the emotion view dialog (the reason, the count, the cheer).
 * With OpenProfile false only the owner sees the emotion (the server answers none to others),
 * and is told so.
 */
export function EmotionBlock({ profile, viewer, own }: EmotionBlockProps) {
  const { i18n } = useLingui()
  const [viewing, setViewing] = useState(false)
  // Set at the click, before the answer; undone when the cheer is refused, the daily limit
  // included (PRODUCT.md §4 kept it set there, which showed a cheer that never happened). Kept
  // here, so that the view opened again still shows it.
  const [cheered, setCheered] = useState(false)
  const emotion = profile.UserEmotion

  return (
    <div className="emotion-block">
      {emotion ? (
        <EmotionPill
          name={catalogueName(i18n, 'emotion', emotion.EmotionName)}
          onOpen={() => setViewing(true)}
        />
      ) : (
        <p className="emotion-pill emotion-pill--empty">
          {own ? <Trans>How are you feeling today?</Trans> : <Trans>No emotion posted today</Trans>}
        </p>
      )}
      {own && !profile.OpenProfile && (
        <p className="emotion-block__private">
          <Trans>Only you see your emotion</Trans>
        </p>
      )}
      {own && !profile.EmotionPostingStatus && <PostEmotionLink />}
      {emotion && viewer && !own && (
        <Suspense fallback={null}>
          <CheerButton
            emotion={emotion}
            viewer={viewer}
            blocked={blockedLine(profile) !== null}
            cheered={cheered}
            onCheered={setCheered}
          />
        </Suspense>
      )}
      {emotion && viewing && (
        <Suspense fallback={null}>
          <EmotionView
            profile={profile}
            emotion={emotion}
            viewer={viewer}
            own={own}
            cheered={cheered}
            onCheered={setCheered}
            onClose={() => setViewing(false)}
          />
        </Suspense>
      )}
    </div>
  )
}
