import type { ExportPart } from '../../core/account-parts.ts'
import type { Db } from '../../db/database.ts'
import { emotionsRepo } from './repo.ts'

/** The emotions the member posted, with their reasons and cheers, and the cheers they gave. */
export const emotionsExport =
  (db: Db): ExportPart<'Emotions' | 'CheersGiven'> =>
  async (walletAddr) => {
    const repo = emotionsRepo(db)
    const [posted, given] = await Promise.all([
      repo.postedBy(walletAddr),
      repo.cheersGivenBy(walletAddr),
    ])
    return {
      Emotions: posted.map((row) => ({
        UserEmotionId: row.id,
        EmotionName: row.name,
        Reason: row.description,
        Day: row.day,
        CreatedAt: row.created_at,
        Cheers: Number(row.cheers ?? 0),
      })),
      CheersGiven: given.map((row) => ({
        UserEmotionId: row.user_emotion_id,
        To: row.target_addr,
        CreatedAt: row.created_at,
      })),
    }
  }
