import type { Address } from '@memap/shared/address'
import type { ModerationAction, OpenReport } from '@memap/shared/moderation'
import type { ReportReason } from '@memap/shared/report-reasons'
import type { Db } from '../../db/database.ts'
import { isUniqueViolation } from '../../db/dialect.ts'
import { badRequest, conflict, forbidden, notFound } from '../../errors.ts'
import type { ForgetImage } from '../../storage/forget-image.ts'
import type { AlbumsService } from '../albums/service.ts'
import type { AuthService } from '../auth/service.ts'
import type { ProfilesService } from '../profiles/service.ts'
import { moderationRepo } from './repo.ts'

export const MODERATORS_ONLY = 'only moderators may do this'

/**
 * Members report profiles and photos; the moderators (ADMIN_WALLETS) work through the open
 * reports: dismiss one, hide the photo (gone from the album and, unless another shows it, from
 * the blob store; its likes and rewards stay), or suspend the member (no sign-in, sessions
 * ended, profile 404). Every decision is written to the audit with who and when.
 */
export function moderationService(deps: {
  db: Db
  forgetImage: ForgetImage
  profiles: ProfilesService
  albums: AlbumsService
  auth: AuthService
  moderators: Address[]
}) {
  const repo = moderationRepo(deps.db)
  const moderators = new Set<string>(deps.moderators)
  const requireModerator = (wallet: Address) => {
    if (!moderators.has(wallet)) throw forbidden('moderators_only', MODERATORS_ONLY)
  }

  return {
    isModerator: (wallet: Address) => moderators.has(wallet),

    async report(
      reporter: Address,
      input: { target: Address; albumId?: number; reason: ReportReason; details: string },
      now = new Date(),
    ) {
      if (reporter === input.target)
        throw badRequest('cannot_report_self', 'targetWalletAddr: you cannot report yourself')
      if (!(await deps.profiles.findByWallet(input.target)))
        throw notFound('target_no_memap', 'targetWalletAddr: no MeMap for this wallet')
      if (input.albumId !== undefined) {
        const photo = await deps.albums.photo(input.albumId)
        if (photo?.wallet !== input.target)
          throw notFound('no_such_photo', 'albumId: no such photo in this member’s album')
      }
      try {
        const { id } = await repo.insertReport({
          reporter,
          target: input.target,
          albumId: input.albumId,
          reason: input.reason,
          details: input.details.trim(),
          now,
        })
        return id
      } catch (error) {
        if (isUniqueViolation(error))
          throw conflict(
            'already_reported',
            'you already reported this; a moderator will look at it',
          )
        throw error
      }
    },

    /** The open reports, newest first, with what a moderator needs to decide. */
    async openReports(moderator: Address): Promise<OpenReport[]> {
      requireModerator(moderator)
      const rows = await repo.openReports()
      return Promise.all(
        rows.map(async (row) => {
          const [member, photo] = await Promise.all([
            deps.profiles.findByWallet(row.target_addr),
            row.album_id === null ? undefined : deps.albums.photo(row.album_id),
          ])
          return {
            ReportId: row.id,
            Reporter: row.reporter_addr,
            Target: row.target_addr,
            TargetName: member?.name ?? '',
            AlbumId: row.album_id ?? 0,
            ImageUrl: photo?.imageUrl ?? '',
            Reason: row.reason,
            Details: row.details,
            CreatedAt: row.created_at,
          }
        }),
      )
    },

    /** Acts on an open report; answers how many open reports the decision closed. */
    async resolve(
      moderator: Address,
      reportId: number,
      action: ModerationAction,
      now = new Date(),
    ): Promise<number> {
      requireModerator(moderator)
      const report = await repo.findOpen(reportId)
      if (!report) throw notFound('no_such_report', 'reportId: no open report with this id')
      let detail: string | null = null
      let scope: 'report' | 'thing' | 'member' = 'report'
      if (action === 'hide_photo') {
        if (report.album_id === null)
          throw badRequest('action_not_for_report', 'action: hide_photo is for a report of a photo')
        const hidden = await deps.albums.hidePhoto(report.album_id)
        if (hidden) {
          await deps.forgetImage(hidden.image)
          detail = hidden.image
        }
        scope = 'thing'
      } else if (action === 'suspend') {
        await deps.profiles.suspend(report.target_addr, now)
        await deps.auth.endAllSessions(report.target_addr, now)
        scope = 'member'
      }
      const resolved = await repo.resolve(report, scope, now)
      await repo.audit({
        moderator,
        reportId,
        action,
        target: report.target_addr,
        albumId: report.album_id,
        detail,
        now,
      })
      return resolved
    },
  }
}

export type ModerationService = ReturnType<typeof moderationService>
