import type { UserInfo } from '@memap/shared/profile'
import { formatCount } from '../../../shared/lib/format-number.ts'

/** Spec §2, /memap: the stats bar: Today, SNV, likes and cheers of the day. */
export function StatsBar({ profile }: { profile: UserInfo }) {
  const stats = [
    { label: 'Today', value: profile.Today },
    { label: 'SNV', value: profile.Svn },
    { label: 'likes', value: profile.DailyLikes },
    { label: 'cheers', value: profile.DailyCheers },
  ]
  return (
    <dl className="stats-bar" aria-label="Stats">
      {stats.map((stat) => (
        <div key={stat.label} className="stats-bar__item" data-testid={`stat-${stat.label}`}>
          <dt className="stats-bar__label">{stat.label}</dt>
          <dd className="stats-bar__value">{formatCount(stat.value)}</dd>
        </div>
      ))}
    </dl>
  )
}
