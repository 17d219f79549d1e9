import type { Address } from '@memap/shared/address'
import { api } from '../../../shared/lib/api-client.ts'

/** `POST /v0/badge/apply`: the listed badges become active, the others inactive. */
export function applyBadges(walletAddr: Address, badgeIds: number[]): Promise<number[]> {
  return api
    .post<{ active: number[] }>('/badge/apply', {
      body: { walletAddr, badgeIds },
    })
    .then((answer) => answer.active)
}
