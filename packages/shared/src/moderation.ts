import { z } from 'zod'
import { addressSchema } from './address.ts'
import { REPORT_DETAILS_MAX, REPORT_REASONS, type ReportReason } from './report-reasons.ts'
import { rowIdSchema } from './rules.ts'

/** `POST /v0/report`: the owner reports a member's profile, or one of their photos (`albumId`). */
export const reportBodySchema = z.object({
  walletAddr: addressSchema,
  targetWalletAddr: addressSchema,
  albumId: rowIdSchema().optional(),
  reason: z.enum(Object.keys(REPORT_REASONS) as [ReportReason, ...ReportReason[]], {
    error: `must be one of ${Object.keys(REPORT_REASONS).join(', ')}`,
  }),
  details: z
    .string()
    .max(REPORT_DETAILS_MAX, `must be at most ${REPORT_DETAILS_MAX} characters`)
    .default(''),
})
export const reportFiledSchema = z.object({ ReportId: z.number().int() })

/** `GET /v0/admin/reports?walletAddr=` (a moderator): the open reports, newest first. */
export const adminQuerySchema = z.object({ walletAddr: addressSchema })
export const openReportSchema = z.object({
  ReportId: z.number().int(),
  Reporter: z.string(),
  Target: z.string(),
  /** The reported member's name (empty once they are gone). */
  TargetName: z.string(),
  /** The reported photo and its address, for a photo report; 0 and '' for a profile. */
  AlbumId: z.number().int(),
  ImageUrl: z.string(),
  Reason: z.string(),
  Details: z.string(),
  CreatedAt: z.string(),
})
export type OpenReport = z.output<typeof openReportSchema>

/** What a moderator does about a report. */
export const MODERATION_ACTIONS = ['dismiss', 'hide_photo', 'suspend'] as const
export type ModerationAction = (typeof MODERATION_ACTIONS)[number]

/** `POST /v0/admin/reports/resolve`. */
export const resolveReportBodySchema = z.object({
  walletAddr: addressSchema,
  reportId: rowIdSchema(),
  action: z.enum(MODERATION_ACTIONS, { error: `must be one of ${MODERATION_ACTIONS.join(', ')}` }),
})
/** How many open reports the action closed (every one about the same thing, but for dismiss). */
export const resolvedSchema = z.object({ Resolved: z.number().int() })
