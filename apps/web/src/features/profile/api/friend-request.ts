import type { Address } from '@memap/shared/address'
import { api } from '../../../shared/lib/api-client.ts'

/** `POST /v0/friends/request`: holds the target's SNV in Whoom until the target answers. */
export async function sendFriendRequest(walletAddr: Address, target: Address): Promise<void> {
  await api.post<true>('/friends/request', {
    body: { walletAddr, targetWalletAddr: target, rejection: false },
  })
}
