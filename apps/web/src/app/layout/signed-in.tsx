import type { Address } from '@memap/shared/address'
import { useLiveUpdates } from '../live-updates.ts'
import { AppMenu } from './app-menu.tsx'
import { BalanceChip } from './balance-chip.tsx'

// What only a signed-in member's frame needs, loaded once a member is signed in (app-shell.tsx,
// top-bar.tsx): a visitor's first visit of a profile does not download it (e2e/weight.test.ts).

/** The top bar's actions: the Whoom balance and the menu (PRODUCT.md §2). */
export function MemberActions({ address }: { address: Address }) {
  return (
    <>
      <BalanceChip address={address} />
      <AppMenu address={address} />
    </>
  )
}

/** Keeps the member's screens current while signed in (live-updates.ts); shows nothing. */
export function LiveUpdates({ address }: { address: Address }) {
  useLiveUpdates(address)
  return null
}
