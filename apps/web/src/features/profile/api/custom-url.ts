import type { Address } from '@memap/shared/address'
import { api } from '../../../shared/lib/api-client.ts'

/** `POST /v0/profile/updateCustomURL` (owner only, multipart); an empty value clears the link. */
export async function updateCustomUrl(walletAddr: Address, customUrl: string): Promise<string> {
  const form = new FormData()
  form.append('wallet_addr', walletAddr)
  form.append('custom_url', customUrl)
  return api.post<string>('/profile/updateCustomURL', { body: form })
}
