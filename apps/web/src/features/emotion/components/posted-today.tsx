import { Trans, useLingui } from '@lingui/react/macro'
import type { UserInfo } from '@memap/shared/profile'
import { Link } from 'wouter'
import { seoulMidnightForViewer } from '../../../shared/lib/format-date.ts'
import { paths } from '../../../shared/lib/paths.ts'
import { useDateStyle } from '../../../shared/lib/use-date-style.ts'
import { catalogueName } from '../../../shared/names/catalogue-name.ts'
import '../catalog.ts'

export type PostedTodayProps = {
  titleId: string
  posted: NonNullable<UserInfo['UserEmotion']>
}

/** Today's emotion, posted already: shown instead of the chips (one a Seoul day). */
export function PostedToday({ titleId, posted }: PostedTodayProps) {
  const { t, i18n } = useLingui()
  const dates = useDateStyle()
  const emotionName = catalogueName(i18n, 'emotion', posted.EmotionName)
  // The day is Seoul's (PRODUCT.md §12): when it ends, in the viewer's time.
  const nextDay = seoulMidnightForViewer(dates)
  return (
    <section className="screen select-emotion" aria-labelledby={titleId}>
      <h1 id={titleId} className="screen__title">
        <Trans>Today's emotion: {emotionName}</Trans>
      </h1>
      <p className="screen__lead">
        {nextDay
          ? t`You can post the next one after midnight Seoul time (${nextDay} your time).`
          : t`You can post the next one after midnight.`}
      </p>
      <Link className="button button--primary" to={paths.memap}>
        <Trans>Back to my MeMap</Trans>
      </Link>
    </section>
  )
}
