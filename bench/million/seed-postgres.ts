import pg from 'pg'
import { seoulDay } from '../../apps/api/src/lib/days.ts'
import {
  ADDRESS_SQL,
  BIG_NETWORK_BADGE,
  BLOCK,
  BUSY_FRIENDS,
  BUSY_LEDGER_ROWS,
  BUSY_NOTIFICATIONS,
  LEDGER_CYCLE,
  MINT_AMOUNT,
  NAME_SQL,
  NOTIFICATION_CYCLE,
  PLAIN_LEDGER_ROWS,
  TIME_SQL,
} from './shape.ts'

const BULK_TABLES = [
  'users',
  'point_ledger',
  'notifications',
  'friendships',
  'user_badges',
  'user_emotions',
]

const textArray = (values: readonly string[]) => `array[${values.map((v) => `'${v}'`).join(', ')}]`
const intArray = (values: readonly number[]) => `array[${values.join(', ')}]`

/**
 * Fills a migrated PostgreSQL database with the same rows as the SQLite seeder, made in SQL
 * with generate_series: one statement per round of postings (a million rows at full size).
 * Indexes that are not constraints are dropped first and built again at the end.
 */
export async function seedPostgres(databaseUrl: string, members: number, now: Date) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  const run = (sql: string) => client.query(sql)
  try {
    // A bulk load: nothing is lost if it has to start again.
    await run('set synchronous_commit = off')
    await run("set maintenance_work_mem = '512MB'")
    const { rows: indexes } = await client.query<{ indexname: string; indexdef: string }>(
      `select indexname, indexdef from pg_indexes
       where schemaname = current_schema() and tablename = any($1)
         and indexname not in (select conname from pg_constraint)`,
      [BULK_TABLES],
    )
    for (const index of indexes) await run(`drop index ${index.indexname}`)

    const last = members - 1
    await run(
      `create temporary table seed_members as
       select k, ${ADDRESS_SQL('k')} as addr from generate_series(0, ${last}) k`,
    )
    await run('alter table seed_members add primary key (k)')

    await run(
      `insert into users (wallet_addr, name, name_key, description, svn, open_profile, token_id, created_at, updated_at)
       select addr, ${NAME_SQL('k')}, lower(${NAME_SQL('k')}), 'Here to share how my days go', 3 + k % 5,
         case when k % 10 = 9 then 0 else 1 end, (k + 1)::text, ${TIME_SQL('k')}, ${TIME_SQL('k')}
       from seed_members order by k`,
    )

    const types = textArray(LEDGER_CYCLE.map(([type]) => type))
    const amounts = intArray(LEDGER_CYCLE.map(([, amount]) => amount))
    const cycle = LEDGER_CYCLE.length
    const ledgerRound = (j: number, where: string) =>
      run(
        `insert into point_ledger (wallet_addr, type, amount, counterpart, info, idempotency_key, created_at)
         select m.addr,
           ${j === 0 ? "'mint_nft'" : `(${types})[(${j - 1} + m.k) % ${cycle} + 1]`},
           ${j === 0 ? MINT_AMOUNT : `(${amounts})[(${j - 1} + m.k) % ${cycle} + 1]`},
           ${j === 0 ? 'null' : 'c.addr'}, null,
           ${j === 0 ? "'mint_nft:' || m.addr" : `'seed:${String(j).padStart(4, '0')}:' || lpad(m.k::text, 7, '0')`},
           ${TIME_SQL(`${j}::bigint * ${members} + m.k`)}
         from seed_members m join seed_members c on c.k = (m.k + 1) % ${members}
         where ${where} order by m.k`,
      )
    for (let j = 0; j < PLAIN_LEDGER_ROWS; j++) await ledgerRound(j, 'true')
    // The busy members' later rounds, a thousand at a time at full size.
    for (let j = PLAIN_LEDGER_ROWS; j < BUSY_LEDGER_ROWS; j += 100) {
      const upTo = Math.min(BUSY_LEDGER_ROWS, j + 100)
      await run(
        `insert into point_ledger (wallet_addr, type, amount, counterpart, info, idempotency_key, created_at)
         select m.addr, (${types})[(j - 1 + m.k) % ${cycle} + 1], (${amounts})[(j - 1 + m.k) % ${cycle} + 1],
           c.addr, null, 'seed:' || lpad(j::text, 4, '0') || ':' || lpad(m.k::text, 7, '0'),
           ${TIME_SQL(`j::bigint * ${members} + m.k`)}
         from generate_series(${j}, ${upTo - 1}) j
           cross join seed_members m join seed_members c on c.k = (m.k + 1) % ${members}
         where m.k % ${BLOCK} = 0 order by j, m.k`,
      )
    }
    await run(
      `insert into point_balances (wallet_addr, balance)
       select wallet_addr, sum(amount) from point_ledger group by wallet_addr`,
    )

    const noteTypes = textArray(NOTIFICATION_CYCLE.map(([type]) => type))
    const noteValues = intArray(NOTIFICATION_CYCLE.map(([, value]) => value))
    const notes = NOTIFICATION_CYCLE.length
    for (let r = 0; r < BUSY_NOTIFICATIONS; r += 100) {
      const upTo = Math.min(BUSY_NOTIFICATIONS, r + 100)
      await run(
        `insert into notifications (wallet_addr, type, info, value, actor_addr, target_addr, select_status, created_at)
         select m.addr, (${noteTypes})[(r + m.k) % ${notes} + 1], null, (${noteValues})[(r + m.k) % ${notes} + 1],
           a.addr, m.addr, 0, ${TIME_SQL(`r::bigint * ${members} + m.k`)}
         from generate_series(${r}, ${upTo - 1}) r
           cross join seed_members m join seed_members a on a.k = (m.k + 1 + r) % ${members}
         where m.k % ${BLOCK} = 0 or (r = 0 and m.k % 10 <> 0)
         order by r, m.k`,
      )
    }

    await run(
      `create temporary table seed_pairs as
       select b.k as a, b.k + j as b from seed_members b cross join generate_series(1, ${BUSY_FRIENDS}) j
         where b.k % ${BLOCK} = 0
       union all
       select k, k + 1 from seed_members where k % ${BLOCK} >= 100 and k % ${BLOCK} < ${BLOCK - 1} and k % 5 = 2`,
    )
    await run(
      `insert into friendships (wallet_addr, friend_addr, since)
       select x.addr, y.addr, ${TIME_SQL('p.a + p.b')} from seed_pairs p
         join seed_members x on x.k = p.a join seed_members y on y.k = p.b
       union all
       select y.addr, x.addr, ${TIME_SQL('p.a + p.b')} from seed_pairs p
         join seed_members x on x.k = p.a join seed_members y on y.k = p.b`,
    )

    await run(
      `insert into user_badges (wallet_addr, badge_id, active, acquired_at)
       select addr, ${BIG_NETWORK_BADGE}, case when k % 3 = 0 then 1 else 0 end, ${TIME_SQL('k')} from seed_members
       union all
       select addr, 2 + k % 8, case when k % 2 = 0 then 1 else 0 end, ${TIME_SQL('k')} from seed_members`,
    )
    await client.query(
      `insert into user_emotions (wallet_addr, emotion_id, description, day, created_at)
       select addr, 1 + (k / 20) % 14, 'A quiet day, and a good one', $1, $2
       from seed_members where k % 20 = 0 order by k`,
      [seoulDay(now), now.toISOString()],
    )

    for (const index of indexes) await run(index.indexdef)
    // What autovacuum would do soon after such a load; the planner needs the statistics.
    await run('vacuum analyze')
  } finally {
    await client.end()
  }
}
