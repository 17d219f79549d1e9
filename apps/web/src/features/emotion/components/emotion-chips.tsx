import { Trans, useLingui } from '@lingui/react/macro'
import { catalogueName } from '../../../shared/names/catalogue-name.ts'
import { ScreenError, ScreenLoading } from '../../../shared/ui/screen-status.tsx'
import '../catalog.ts'
import type { Emotion, useEmotionList } from '../api/emotions.ts'

export type EmotionChipsProps = {
  title: string
  titleId: string
  emotions: ReturnType<typeof useEmotionList>
  onChoose: (emotion: Emotion) => void
}

/** The screen's title and one chip an emotion, once the list has come. */
export function EmotionChips({ title, titleId, emotions, onChoose }: EmotionChipsProps) {
  const { i18n } = useLingui()
  return (
    <>
      <h1 id={titleId} className="screen__title">
        {title}
      </h1>
      {emotions.isPending ? (
        <ScreenLoading>
          <Trans>Loading the emotions…</Trans>
        </ScreenLoading>
      ) : emotions.isError ? (
        <ScreenError onRetry={() => void emotions.refetch()} />
      ) : (
        <ul className="emotion-chips">
          {emotions.data.map((emotion) => (
            <li key={emotion.EmotionId}>
              <button type="button" className="emotion-chip" onClick={() => onChoose(emotion)}>
                {catalogueName(i18n, 'emotion', emotion.EmotionName)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
