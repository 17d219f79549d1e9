import type { Address } from '@memap/shared/address'
import { recordChange } from '../../db/changes.ts'
import type { Db } from '../../db/database.ts'

/** The emotions module's tables: the catalogue, posted emotions and their cheers. */
export function emotionsRepo(db: Db) {
  return {
    catalogue: (withHidden: boolean) => {
      let query = db.selectFrom('emotions').select(['id', 'name']).orderBy('id')
      if (!withHidden) query = query.where('hidden', '=', 0)
      return query.execute()
    },

    findEmotion: (id: number) =>
      db
        .selectFrom('emotions')
        .select(['id', 'name', 'hidden'])
        .where('id', '=', id)
        .executeTakeFirst(),

    /** The emotion the member posted on `day`, with its name. */
    postedOn: (walletAddr: Address, day: string) =>
      db
        .selectFrom('user_emotions')
        .innerJoin('emotions', 'emotions.id', 'user_emotions.emotion_id')
        .select(['user_emotions.id', 'user_emotions.emotion_id', 'emotions.name'])
        .where('user_emotions.wallet_addr', '=', walletAddr)
        .where('user_emotions.day', '=', day)
        .executeTakeFirst(),

    insertPosted: async (row: {
      wallet_addr: Address
      emotion_id: number
      description: string
      day: string
      created_at: string
    }) => {
      const inserted = await db
        .insertInto('user_emotions')
        .values(row)
        .returning('id')
        .executeTakeFirstOrThrow()
      // Today's emotion is on the profile.
      recordChange(db, { walletAddr: row.wallet_addr })
      return inserted
    },

    insertCheer: async (row: {
      user_emotion_id: number
      wallet_addr: Address
      target_addr: Address
      day: string
      created_at: string
    }) => {
      await db.insertInto('cheers').values(row).execute()
      // The day's cheers are on the cheered profile.
      recordChange(db, { walletAddr: row.target_addr })
    },

    cheersOf: async (userEmotionId: number) => {
      const row = await db
        .selectFrom('cheers')
        .select((eb) => eb.fn.countAll<string | number>().as('cheers'))
        .where('user_emotion_id', '=', userEmotionId)
        .executeTakeFirstOrThrow()
      return Number(row.cheers)
    },

    hasCheered: async (userEmotionId: number, walletAddr: Address) =>
      (await db
        .selectFrom('cheers')
        .select('wallet_addr')
        .where('user_emotion_id', '=', userEmotionId)
        .where('wallet_addr', '=', walletAddr)
        .executeTakeFirst()) !== undefined,

    /** The emotions the member posted, with their cheers counted, oldest first. */
    postedBy: (walletAddr: Address) =>
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

    /** The cheers the member gave, oldest first. */
    cheersGivenBy: (walletAddr: Address) =>
      db
        .selectFrom('cheers')
        .select(['user_emotion_id', 'target_addr', 'created_at'])
        .where('wallet_addr', '=', walletAddr)
        .orderBy('created_at')
        .execute(),

    /** The member's emotions go, with the cheers on them (what the cheers rewarded stays). */
    removeEmotionsOf: async (walletAddr: Address) => {
      await db.deleteFrom('cheers').where('target_addr', '=', walletAddr).execute()
      await db.deleteFrom('user_emotions').where('wallet_addr', '=', walletAddr).execute()
      recordChange(db, { walletAddr })
    },
  }
}
