import { useLingui } from '@lingui/react/macro'
import type { UserInfo } from '@memap/shared/profile'
import { Link, useNavigate } from 'react-router'
import { saveNetworkChoice } from '../../../shared/lib/network-choice.ts'
import { paths } from '../../../shared/lib/paths.ts'
import '../catalog.ts'

/** The text of a tag: an emotion's name is followed by a colon (PRODUCT.md §3). */
export function tagLabel(tag: UserInfo['IdentityGraph'][number]): string {
  return tag.Type === 'emotion' ? `${tag.Name}:` : tag.Name
}

/**
 * PRODUCT.md §2, /memap: the identity graph. A tag opens /findnetwork with `{ network, address }`
 * (kept in session storage too); the owner gets a plus button to /myassets.
 */
export function IdentityGraph({ profile, own }: { profile: UserInfo; own: boolean }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  if (profile.IdentityGraph.length === 0 && !own) return null
  return (
    <section className="identity-graph" aria-label={t`Identity graph`}>
      <ul className="identity-graph__tags">
        {profile.IdentityGraph.map((tag) => (
          <li key={tag.ObjectId}>
            <button
              type="button"
              className={`identity-tag identity-tag--${tag.Type === 'emotion' ? 'emotion' : 'badge'}`}
              onClick={() => {
                const choice = { network: tag.Name, address: tag.ObjectId }
                saveNetworkChoice(choice)
                void navigate(paths.findNetwork, { state: choice })
              }}
            >
              {tagLabel(tag)}
            </button>
          </li>
        ))}
        {own && (
          <li>
            <Link
              className="identity-tag identity-tag--add"
              to={paths.myAssets}
              aria-label={t`Add badges`}
            >
              +
            </Link>
          </li>
        )}
      </ul>
    </section>
  )
}
