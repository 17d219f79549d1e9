import { sql } from 'kysely'
import type { Db } from '../../apps/api/src/db/database.ts'

export interface LedgerCheck {
  ledgerRows: number
  wallets: number
  /** Balances that differ from the sum of their wallet's ledger rows. */
  mismatched: number
  negative: number
  /** Wallets with ledger rows but no balance. */
  orphans: number
  exact: boolean
}

/** Every balance equals the sum of its ledger rows, none is negative, none is missing. */
export async function checkLedger(db: Db): Promise<LedgerCheck> {
  const totals = await sql<{ wallets: unknown; mismatched: unknown; negative: unknown }>`
    select count(*) as wallets,
      coalesce(sum(case when b.balance <> coalesce(l.total, 0) then 1 else 0 end), 0) as mismatched,
      coalesce(sum(case when b.balance < 0 then 1 else 0 end), 0) as negative
    from point_balances b
    left join (select wallet_addr, sum(amount) as total from point_ledger group by wallet_addr) l
      on l.wallet_addr = b.wallet_addr`.execute(db)
  const orphans = await sql<{ orphans: unknown }>`
    select count(*) as orphans from (select distinct wallet_addr from point_ledger) l
    where not exists (select 1 from point_balances b where b.wallet_addr = l.wallet_addr)`.execute(
    db,
  )
  const rows = await sql<{ rows: unknown }>`select count(*) as rows from point_ledger`.execute(db)
  const check = {
    ledgerRows: Number(rows.rows[0]?.rows),
    wallets: Number(totals.rows[0]?.wallets),
    mismatched: Number(totals.rows[0]?.mismatched),
    negative: Number(totals.rows[0]?.negative),
    orphans: Number(orphans.rows[0]?.orphans),
  }
  return { ...check, exact: check.mismatched === 0 && check.negative === 0 && check.orphans === 0 }
}
