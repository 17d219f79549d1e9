import type { Address } from '@memap/shared/address'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { getMembershipQueryOptions } from '../../shared/api/nft-status.ts'
import { useLiveUpdates } from '../live-updates.ts'
import { AppMenu } from './app-menu.tsx'
import { BalanceChip } from './balance-chip.tsx'
import { RouteGuard } from './route-guard.tsx'

// What only a signed-in member's frame needs, loaded once a member is signed in (app-shell.tsx,
// top-bar.tsx): a visitor's first visit of a profile does not download it (e2e/weight.test.ts).

/**
 * The top bar's actions (PRODUCT.md §2): the Whoom balance and the menu; a wallet without a MeMap
 * has no balance, and a menu of its own.
 */
export function MemberActions({ address }: { address: Address }) {
  const membership = useQuery(getMembershipQueryOptions(address))
  if (membership.isPending) return null
  // Without an answer, the member's menu: its screens say what failed.
  const member = membership.data !== false
  return (
    <>
      {member && <BalanceChip address={address} />}
      <AppMenu address={address} member={member} />
    </>
  )
}

/**
 * Around the screens of a signed-in wallet: keeps them current (live-updates.ts), and the route
 * guard keeps a wallet without a MeMap off a member's routes.
 */
export function SignedInFrame({ address, children }: { address: Address; children: ReactNode }) {
  useLiveUpdates(address)
  return <RouteGuard address={address}>{children}</RouteGuard>
}
