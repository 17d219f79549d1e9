import { Trans } from '@lingui/react/macro'
import '../catalog.ts'
import './known-tag.css'

/** PRODUCT.md §2's "Known" mark: a member the viewer is friends with, on a profile or in a network. */
export function KnownTag() {
  return (
    <span className="known-tag">
      <Trans>Known</Trans>
    </span>
  )
}
