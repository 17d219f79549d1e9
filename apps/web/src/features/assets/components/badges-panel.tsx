import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import type { OwnedBadge } from '../../../shared/api/owned-badges.ts'
import { paths } from '../../../shared/lib/paths.ts'
import { catalogueName } from '../../../shared/names/catalogue-name.ts'
import '../catalog.ts'

export type BadgesPanelProps = {
  badges: readonly OwnedBadge[]
  /** The badges the MeMap will show. */
  chosen: ReadonlySet<number>
  onToggle: (badgeId: number) => void
}

/** The Badges tab: the owned badges to pick from, or the way to the Badge Collection. */
export function BadgesPanel({ badges, chosen, onToggle }: BadgesPanelProps) {
  const { t, i18n } = useLingui()
  const count = badges.length
  return (
    <div role="tabpanel" aria-label={t`Badges`} className="assets__panel">
      <h2 className="assets__heading">{t`My Badges (${count})`}</h2>
      {badges.length === 0 ? (
        <div className="assets__empty">
          <p className="screen__lead">
            <Trans>
              You don't have any badges yet. Visit the Badge Collection to find and add badges that
              match your personality!
            </Trans>
          </p>
          <Link className="text-link" to={paths.badgeCollection}>
            <Trans>Go to the Badge collection</Trans>
          </Link>
        </div>
      ) : (
        <ul className="badge-chips" aria-label={t`My badges`}>
          {badges.map((badge) => (
            <li key={badge.badgeId}>
              <button
                type="button"
                className="badge-chip"
                aria-pressed={chosen.has(badge.badgeId)}
                onClick={() => onToggle(badge.badgeId)}
              >
                {catalogueName(i18n, 'badge', badge.badgeName)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
