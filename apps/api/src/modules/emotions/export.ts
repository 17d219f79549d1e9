import type { Db } from '../../db/database.ts'
import type { ExportPart } from '../account/export.ts'

/** The emotions the member posted, with their reasons and cheers, and the cheers they gave. */
export const emotionsExport =
  (db: Db): ExportPart<'Emotions' | 'CheersGiven'> =>
  async (walletAddr) => {
    const [posted, given] = await Promise.all([
      db
        .selectFrom('user_emotions')
        .innerJoin('emotions', 'emotions.id', 'user_emotions.emotion_id')
        .select((eb) => [
          'user_emotions.id',
          'emotions.name',
          'user_emotions.description',
          'user_emotions.day',
          'user_emotions.created_at',
          eb
            .selectFrom('cheers')
            .select((count) => count.fn.countAll<number | string>().as('count'))
            .whereRef('cheers.user_emotion_id', '=', 'user_emotions.id')
            .as('cheers'),
        ])
        .where('user_emotions.wallet_addr', '=', walletAddr)
        .orderBy('user_emotions.id')
        .execute(),
      db
        .selectFrom('cheers')
        .select(['user_emotion_id', 'target_addr', 'created_at'])
        .where('wallet_addr', '=', walletAddr)
        .orderBy('created_at')
        .execute(),
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
