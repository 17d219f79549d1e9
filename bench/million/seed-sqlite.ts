import path from 'node:path'
import SQLite from 'better-sqlite3'
import { seoulDay } from '../../apps/api/src/lib/days.ts'
import {
  addressOf,
  BIG_NETWORK_BADGE,
  BLOCK,
  BUSY_LEDGER_ROWS,
  BUSY_NOTIFICATIONS,
  friendPairs,
  idempotencyKey,
  isBusy,
  ledgerEntry,
  memberName,
  NOTIFICATION_CYCLE,
  otherBadge,
  PLAIN_LEDGER_ROWS,
  postedToday,
  seededTime,
  todaysEmotion,
} from './shape.ts'

const BATCH = 50_000
const BULK_TABLES = [
  'users',
  'point_ledger',
  'notifications',
  'friendships',
  'user_badges',
  'user_emotions',
]

/**
 * Fills a migrated SQLite database with `members` members and their rows: prepared inserts,
 * one transaction per 50,000 rows. The secondary indexes of the big tables are dropped first
 * and built again at the end, as any bulk load does; durability is off while it loads.
 */
export function seedSqlite(dataDir: string, members: number, now: Date) {
  const file = new SQLite(path.join(dataDir, 'memap.sqlite'))
  try {
    file.pragma('synchronous = OFF')
    file.pragma('cache_size = -1000000')
    const placeholders = BULK_TABLES.map(() => '?').join(', ')
    const indexes = file
      .prepare(
        `select name, sql from sqlite_master where type = 'index' and sql is not null and tbl_name in (${placeholders})`,
      )
      .all(...BULK_TABLES) as Array<{ name: string; sql: string }>
    for (const index of indexes) file.exec(`drop index ${index.name}`)

    const addresses = Array.from({ length: members }, (_, k) => addressOf(k))
    const at = (k: number) => addresses[k % members] as string
    const load = (sql: string, rows: Iterable<unknown[]>) => {
      const statement = file.prepare(sql)
      const batch = file.transaction((chunk: unknown[][]) => {
        for (const row of chunk) statement.run(row)
      })
      let chunk: unknown[][] = []
      for (const row of rows) {
        chunk.push(row)
        if (chunk.length === BATCH) {
          batch(chunk)
          chunk = []
        }
      }
      batch(chunk)
    }

    load(
      `insert into users (wallet_addr, name, name_key, description, profile_image, x, telegram, linkedin,
         custom_url, x_id, telegram_id, svn, open_profile, token_id, created_at, updated_at)
       values (?, ?, ?, ?, null, null, null, null, null, null, null, ?, ?, ?, ?, ?)`,
      (function* () {
        for (let k = 0; k < members; k++) {
          const joined = seededTime(k)
          yield [
            at(k),
            memberName(k),
            memberName(k).toLowerCase(),
            'Here to share how my days go',
            3 + (k % 5),
            k % 10 === 9 ? 0 : 1,
            String(k + 1),
            joined,
            joined,
          ]
        }
      })(),
    )

    load(
      `insert into point_ledger (wallet_addr, type, amount, counterpart, info, idempotency_key, created_at)
       values (?, ?, ?, ?, null, ?, ?)`,
      (function* () {
        // Round by round, as time passes: every member's j-th posting, then the next round.
        for (let j = 0; j < BUSY_LEDGER_ROWS; j++) {
          const step = j < PLAIN_LEDGER_ROWS ? 1 : BLOCK
          for (let k = 0; k < members; k += step) {
            const [type, amount] = ledgerEntry(k, j)
            const counterpart = j === 0 ? null : at(k + 1)
            yield [
              at(k),
              type,
              amount,
              counterpart,
              idempotencyKey(k, j, at(k)),
              seededTime(j * members + k),
            ]
          }
        }
      })(),
    )
    file.exec(
      `insert into point_balances (wallet_addr, balance)
       select wallet_addr, sum(amount) from point_ledger group by wallet_addr`,
    )

    load(
      `insert into notifications (wallet_addr, type, info, value, actor_addr, target_addr, select_status, created_at)
       values (?, ?, null, ?, ?, ?, 0, ?)`,
      (function* () {
        for (let r = 0; r < BUSY_NOTIFICATIONS; r++) {
          for (let k = 0; k < members; k += r === 0 ? 1 : BLOCK) {
            if (r === 0 && !isBusy(k) && k % 10 === 0) continue
            const [type, value] = NOTIFICATION_CYCLE[
              (r + k) % NOTIFICATION_CYCLE.length
            ] as readonly [string, number]
            yield [at(k), type, value, at(k + 1 + r), at(k), seededTime(r * members + k)]
          }
        }
      })(),
    )

    load(
      'insert into friendships (wallet_addr, friend_addr, since) values (?, ?, ?)',
      (function* () {
        for (const [a, b] of friendPairs(members)) {
          const since = seededTime(a + b)
          yield [at(a), at(b), since]
          yield [at(b), at(a), since]
        }
      })(),
    )

    load(
      'insert into user_badges (wallet_addr, badge_id, active, acquired_at) values (?, ?, ?, ?)',
      (function* () {
        for (let k = 0; k < members; k++) {
          yield [at(k), BIG_NETWORK_BADGE, k % 3 === 0 ? 1 : 0, seededTime(k)]
          yield [at(k), otherBadge(k), k % 2 === 0 ? 1 : 0, seededTime(k)]
        }
      })(),
    )

    const today = seoulDay(now)
    load(
      'insert into user_emotions (wallet_addr, emotion_id, description, day, created_at) values (?, ?, ?, ?, ?)',
      (function* () {
        for (let k = 0; k < members; k++) {
          if (postedToday(k))
            yield [at(k), todaysEmotion(k), 'A quiet day, and a good one', today, now.toISOString()]
        }
      })(),
    )

    for (const index of indexes) file.exec(index.sql)
    file.pragma('wal_checkpoint(TRUNCATE)')
  } finally {
    file.close()
  }
}
