import type { I18n } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import type { UserInfo } from '@memap/shared/profile'
import { Link } from 'wouter'
import { hrefTo, paths } from '../../../shared/lib/paths.ts'
import '../catalog.ts'
import { catalogueName } from '../../../shared/names/catalogue-name.ts'

/**
 * The text of a tag, in the viewer's language. The original client put a colon after an
 * emotion's name with nothing after it; its look tells an emotion from a badge instead.
 */
function tagLabel(i18n: I18n, tag: UserInfo['IdentityGraph'][number]): string {
  return catalogueName(i18n, tag.Type === 'emotion' ? 'emotion' : 'badge', tag.Name)
}

/**
 * PRODUCT.md §2, /memap: the identity graph. A tag opens its network,
 * `/findnetwork?network=<name>&objectId=<ObjectId>`; the owner gets a plus button to /myassets.
 */
export function IdentityGraph({ profile, own }: { profile: UserInfo; own: boolean }) {
  const { t, i18n } = useLingui()
  if (profile.IdentityGraph.length === 0 && !own) return null
  return (
    <section className="identity-graph" aria-label={t`Identity graph`}>
      <ul className="identity-graph__tags">
        {profile.IdentityGraph.map((tag) => (
          <li key={tag.ObjectId}>
            <Link
              className={`identity-tag identity-tag--${tag.Type === 'emotion' ? 'emotion' : 'badge'}`}
              to={hrefTo(paths.findNetwork, { network: tag.Name, objectId: tag.ObjectId })}
            >
              {tagLabel(i18n, tag)}
            </Link>
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
