import type { Address } from '@memap/shared/address'
import type { nftStatusSchema } from '@memap/shared/profile'
import type { z } from 'zod'
import { api } from '../../../shared/lib/api-client.ts'

/** `POST /v0/user/check`: whether the wallet has registered its MeMap. */
export async function hasMeMap(walletAddr: Address): Promise<boolean> {
  return (await api.post<z.output<typeof nftStatusSchema>>('/user/check', { body: { walletAddr } }))
    .NftStatus
}
