import { Trans, useLingui } from '@lingui/react/macro'
import { catalogueName } from '../../../shared/names/catalogue-name.ts'
import type { BadgeGroup } from '../api/badges.ts'
import '../catalog.ts'
import type { BadgeChoice } from '../lib/purchase.ts'
import { BadgePill } from './badge-pill.tsx'

export type BadgeGroupsProps = {
  catalogue: readonly BadgeGroup[]
  ownedIds: ReadonlySet<number>
  pendingIds: ReadonlySet<number>
  /** The badge picked for purchase, if any. */
  selectedId: number | undefined
  onPick: (badge: BadgeChoice) => void
}

/** 'Badge Group': the catalogue, a row of badges for each group, in the viewer's language. */
export function BadgeGroups({
  catalogue,
  ownedIds,
  pendingIds,
  selectedId,
  onPick,
}: BadgeGroupsProps) {
  const { i18n } = useLingui()
  const groupName = (name: string) => catalogueName(i18n, 'badge-group', name)
  return (
    <section className="badges__section" aria-labelledby="badge-group-title">
      <h2 id="badge-group-title" className="badges__section-title">
        <Trans>Badge Group</Trans>
      </h2>
      {catalogue.map((group) => (
        <div key={group.group} className="badge-group">
          <h3 className="badge-group__name">{groupName(group.group)}</h3>
          <ul className="badge-group__row" aria-label={groupName(group.group)}>
            {group.badges.map((badge) => (
              <li key={badge.id}>
                <BadgePill
                  name={catalogueName(i18n, 'badge', badge.name)}
                  price={badge.price}
                  owned={ownedIds.has(badge.id)}
                  pending={pendingIds.has(badge.id)}
                  picked={selectedId === badge.id}
                  onPick={() => onPick({ ...badge, group: group.group })}
                />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  )
}
