import { Trans, useLingui } from '@lingui/react/macro'
import '../catalog.ts'
import { TypedText } from './typed-text.tsx'

/** Today's emotion, typed out in the pill; a tap opens the emotion view. */
export function EmotionPill({ name, onOpen }: { name: string; onOpen: () => void }) {
  const { t } = useLingui()
  return (
    <button
      type="button"
      className="emotion-pill"
      aria-label={t`Today's emotion: ${name}`}
      onClick={onOpen}
      data-testid="emotion-pill"
    >
      <span className="emotion-pill__label" aria-hidden="true">
        <Trans>Today</Trans>
      </span>
      <span className="emotion-pill__text" aria-hidden="true">
        <TypedText text={name} />
      </span>
    </button>
  )
}
