import type { Address } from '@memap/shared/address'
import { z } from 'zod'
import { api } from '../../../shared/lib/api-client.ts'

/** `POST /v0/friends/request`: holds the target's SNV in Whoom until the target answers. */
export async function sendFriendRequest(walletAddr: Address, target: Address): Promise<void> {
  await api.post('/friends/request', z.literal(true), {
    body: { walletAddr, targetWalletAddr: target, rejection: false },
  })
}
