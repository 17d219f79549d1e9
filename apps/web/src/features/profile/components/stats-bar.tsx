import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { UserInfo } from '@memap/shared/profile'
import { formatCount } from '../../../shared/lib/format-number.ts'
import '../catalog.ts'

/** PRODUCT.md §2, /memap: the stats bar: Today, SNV, likes and cheers of the day. */
export function StatsBar({ profile }: { profile: UserInfo }) {
  const { t, i18n } = useLingui()
  // The key names the stat for tests; the label is what the member reads.
  const stats = [
    { key: 'Today', label: msg`Today`, value: profile.Today },
    { key: 'SNV', label: msg`SNV`, value: profile.Svn },
    { key: 'likes', label: msg`likes`, value: profile.DailyLikes },
    { key: 'cheers', label: msg`cheers`, value: profile.DailyCheers },
  ]
  return (
    <dl className="stats-bar" aria-label={t`Stats`}>
      {stats.map((stat) => (
        <div key={stat.key} className="stats-bar__item" data-testid={`stat-${stat.key}`}>
          <dt className="stats-bar__label">{i18n._(stat.label)}</dt>
          <dd className="stats-bar__value">{formatCount(stat.value)}</dd>
        </div>
      ))}
    </dl>
  )
}
