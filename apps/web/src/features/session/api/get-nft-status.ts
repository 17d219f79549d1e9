import type { Address } from '@memap/shared/address'
import { nftStatusSchema } from '@memap/shared/profile'
import { api } from '../../../shared/lib/api-client.ts'

/** `POST /v0/user/check`: whether the wallet has registered its MeMap. */
export async function hasMeMap(walletAddr: Address): Promise<boolean> {
  return (await api.post('/user/check', nftStatusSchema, { body: { walletAddr } })).NftStatus
}
