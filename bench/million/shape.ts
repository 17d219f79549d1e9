import { createHash } from 'node:crypto'
import type { Address } from '@memap/shared/address'

// The shape of the seeded population, shared by the SQLite and the PostgreSQL seeders so that
// both databases hold the same rows. Per block of 1,000 members: one busy member (the first)
// with 1,009 ledger rows, 1,100 notifications and 20 friends; 999 with 9 ledger rows, 900 of
// them with one notification. Hence 10 ledger rows, 2 notifications and 0.2 friendships (pairs)
// a member, exactly.

export const BLOCK = 1000
export const PLAIN_LEDGER_ROWS = 9
export const BUSY_LEDGER_ROWS = 1009
export const BUSY_NOTIFICATIONS = 1100
export const BUSY_FRIENDS = 20

/** Seeded times count steps of 10 ms from here, in the order the rows are written: the busiest
 * members' last rows land about four months on. */
const SEED_EPOCH = Date.UTC(2026, 0, 1)

export const isBusy = (k: number) => k % BLOCK === 0

/** Korean names: a surname and two given syllables, apart from the surnames (no given name
 * starts a name). */
export const SURNAMES = [...'김이박최정강조윤장임']
export const GIVEN = [...'민수지영현우준서하은도연호진아유성혜원빈']
/** One member in four has a Korean name; the others are 'Member k'. */
export const isKorean = (k: number) => k % 4 === 1
/** Member k's Korean name without its number: 4,000 of them, each ~62 times at a million. */
export function koreanName(k: number): string {
  const j = Math.floor(k / 4)
  return `${SURNAMES[j % 10]}${GIVEN[Math.floor(j / 10) % 20]}${GIVEN[Math.floor(j / 200) % 20]}`
}
/** Member k's name, unique by its number. */
export const memberName = (k: number) => (isKorean(k) ? `${koreanName(k)} ${k}` : `Member ${k}`)
const sqlArray = (values: string[]) => `array[${values.map((v) => `'${v}'`).join(', ')}]`
/** The same in PostgreSQL, for a bigint `k`. */
export const NAME_SQL = (k: string) =>
  `case when ${k} % 4 = 1 then (${sqlArray(SURNAMES)})[(${k} / 4) % 10 + 1] || (${sqlArray(GIVEN)})[(${k} / 40) % 20 + 1] || (${sqlArray(GIVEN)})[(${k} / 800) % 20 + 1] || ' ' || ${k} else 'Member ' || ${k} end`

/**
 * Member k's wallet: 40 digits from two MD5s, letters mapped to digits. An address without
 * letters is its own EIP-55 checksum, so PostgreSQL makes the same ones in SQL, no keccak needed.
 */
export function addressOf(k: number): Address {
  const hex =
    createHash('md5').update(`m${k}`).digest('hex') +
    createHash('md5').update(`n${k}`).digest('hex')
  return `0x${hex.slice(0, 40).replace(/[a-f]/g, (c) => String(c.charCodeAt(0) - 97))}`
}
/** The same in PostgreSQL, for a bigint `k`. */
export const ADDRESS_SQL = (k: string) =>
  `'0x' || left(translate(md5('m' || ${k}) || md5('n' || ${k}), 'abcdef', '012345'), 40)`

/**
 * Ledger rows after the mint: a cycle of real postings, started at a different place for each
 * member. 30 Whoom minted first cover the deepest dip of any start (-10), and every cycle
 * adds 6, so no balance ever goes below zero.
 */
export const LEDGER_CYCLE: ReadonlyArray<readonly [type: string, amount: number]> = [
  ['emotion_posting', 5],
  ['emotion_cheer_request', 2],
  ['friend_request_sent', -3],
  ['emotion_cheer_receive', 2],
  ['album_posting', 5],
  ['album_update', -10],
  ['friend_request_rejection', 3],
  ['album_like_request', 2],
]
export const MINT_AMOUNT = 30

export const NOTIFICATION_CYCLE: ReadonlyArray<readonly [type: string, value: number]> = [
  ['emotion_cheer_receive', 2],
  ['friend_request', 3],
  ['album_like_receive', 2],
  ['emotion_posting', 5],
  ['friend_request_accept', 0],
]

/** Ledger row j of member k: its type and amount. */
export function ledgerEntry(k: number, j: number): readonly [string, number] {
  if (j === 0) return ['mint_nft', MINT_AMOUNT]
  return LEDGER_CYCLE[(j - 1 + k) % LEDGER_CYCLE.length] as readonly [string, number]
}

export const idempotencyKey = (k: number, j: number, address: string) =>
  j === 0
    ? `mint_nft:${address}`
    : `seed:${String(j).padStart(4, '0')}:${String(k).padStart(7, '0')}`

export const seededTime = (step: number) => new Date(SEED_EPOCH + step * 10).toISOString()
export const TIME_SQL = (step: string) =>
  `to_char(timestamp '${new Date(SEED_EPOCH).toISOString().slice(0, 10)}' + make_interval(secs => (${step}) / 100.0), 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

/** Friend pairs: the busy member with the next 20; from the 100th of a block on, each member whose
 * number ends in 2 or 7 with the next one. */
export function friendPairs(members: number): Array<[number, number]> {
  const pairs: Array<[number, number]> = []
  for (let block = 0; block < members; block += BLOCK) {
    for (let j = 1; j <= BUSY_FRIENDS; j++) pairs.push([block, block + j])
    for (let k = block + 100; k < block + BLOCK - 1; k++) if (k % 5 === 2) pairs.push([k, k + 1])
  }
  return pairs
}

/** Identity graph: every member owns the free badge (a third show it) and one other (half show
 * it); one in 20 posted today's emotion. */
export const BIG_NETWORK_BADGE = 1
export const otherBadge = (k: number) => 2 + (k % 8)
export const postedToday = (k: number) => k % 20 === 0
export const todaysEmotion = (k: number) => 1 + (Math.floor(k / 20) % 14)
