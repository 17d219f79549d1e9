import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ModerationAction } from '@memap/shared/moderation'
import type { ReportReason } from '@memap/shared/report-reasons'
import '../catalog.ts'

/** Each action's button, and the question its confirmation asks. */
export const ACTIONS: Record<
  ModerationAction,
  { label: MessageDescriptor; question: MessageDescriptor }
> = {
  dismiss: { label: msg`Dismiss`, question: msg`Dismiss?` },
  hide_photo: { label: msg`Hide photo`, question: msg`Hide photo?` },
  suspend: { label: msg`Suspend member`, question: msg`Suspend member?` },
}

/** The reasons a member picks when reporting (REPORT_REASONS' words), as moderators read them. */
export const REASONS = {
  spam: msg`Spam or scam`,
  harassment: msg`Harassment or bullying`,
  hate: msg`Hate speech`,
  sexual: msg`Sexual content`,
  violence: msg`Violence or threats`,
  illegal: msg`Illegal content`,
  other: msg`Something else`,
} satisfies Record<ReportReason, MessageDescriptor>
