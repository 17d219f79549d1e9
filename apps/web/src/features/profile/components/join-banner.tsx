import { Link } from 'react-router'
import { paths } from '../../../shared/lib/paths.ts'

/** Spec §2: visitors who are not logged in are invited to join. */
export function JoinBanner() {
  return (
    <aside className="join-banner" aria-label="Join MeMap">
      <p className="join-banner__text">
        <strong>Not a member yet?</strong> Create your own MeMap.
      </p>
      <Link className="button button--primary" to={paths.home}>
        Go to
      </Link>
    </aside>
  )
}
