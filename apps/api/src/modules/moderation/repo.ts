import type { Address } from '@memap/shared/address'
import type { ModerationAction } from '@memap/shared/moderation'
import { sql } from 'kysely'
import type { Db } from '../../db/database.ts'

/** 'open' written into the SQL: the one-open-report index is partial (see friends/repo.ts). */
const OPEN = sql.lit('open' as const)

/** What is reported: a member's profile, or one of their photos. */
export const targetKey = (target: Address, albumId: number | undefined) =>
  albumId === undefined ? `${target}:profile` : `${target}:photo:${albumId}`

/** The moderation module's tables: reports and the audit of what moderators did. */
export function moderationRepo(db: Db) {
  return {
    insertReport: (row: {
      reporter: Address
      target: Address
      albumId: number | undefined
      reason: string
      details: string
      now: Date
    }) =>
      db
        .insertInto('reports')
        .values({
          reporter_addr: row.reporter,
          target_addr: row.target,
          album_id: row.albumId ?? null,
          target_key: targetKey(row.target, row.albumId),
          reason: row.reason,
          details: row.details,
          status: 'open',
          created_at: row.now.toISOString(),
          resolved_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow(),

    openReports: () =>
      db
        .selectFrom('reports')
        .selectAll()
        .where('status', '=', OPEN)
        .orderBy('id', 'desc')
        .limit(200)
        .execute(),

    findOpen: (id: number) =>
      db
        .selectFrom('reports')
        .selectAll()
        .where('id', '=', id)
        .where('status', '=', OPEN)
        .executeTakeFirst(),

    /**
     * Closes the report, every open report about the same thing, or every open report about
     * the same member; answers how many.
     */
    async resolve(
      report: { id: number; target_key: string; target_addr: Address },
      scope: 'report' | 'thing' | 'member',
      now: Date,
    ) {
      const query = db
        .updateTable('reports')
        .set({ status: 'resolved', resolved_at: now.toISOString() })
        .where('status', '=', OPEN)
      const scoped =
        scope === 'report'
          ? query.where('id', '=', report.id)
          : scope === 'thing'
            ? query.where('target_key', '=', report.target_key)
            : query.where('target_addr', '=', report.target_addr)
      return Number((await scoped.executeTakeFirst()).numUpdatedRows)
    },

    audit: (row: {
      moderator: Address
      reportId: number
      action: ModerationAction
      target: Address
      albumId: number | null
      detail: string | null
      now: Date
    }) =>
      db
        .insertInto('moderation_audit')
        .values({
          moderator_addr: row.moderator,
          report_id: row.reportId,
          action: row.action,
          target_addr: row.target,
          album_id: row.albumId,
          detail: row.detail,
          created_at: row.now.toISOString(),
        })
        .execute(),
  }
}
