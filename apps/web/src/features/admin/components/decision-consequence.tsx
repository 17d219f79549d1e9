import { Trans } from '@lingui/react/macro'
import type { ModerationAction, OpenReport } from '@memap/shared/moderation'
import '../catalog.ts'

/** A moderator's decision on a report, before it is confirmed. */
export type Decision = { report: OpenReport; action: ModerationAction }

/** What a moderator's decision does, said before it is confirmed. */
export function DecisionConsequence({ decision: { report, action } }: { decision: Decision }) {
  const name = report.TargetName
  if (action === 'suspend') {
    return name ? (
      <Trans>
        {name} will be signed out everywhere, cannot sign in again, and their profile disappears.
      </Trans>
    ) : (
      <Trans>
        The member will be signed out everywhere, cannot sign in again, and their profile
        disappears.
      </Trans>
    )
  }
  if (action === 'hide_photo') {
    return (
      <Trans>The photo leaves the album and its file is deleted; its likes and rewards stay.</Trans>
    )
  }
  return <Trans>The report is closed and nothing else changes.</Trans>
}
