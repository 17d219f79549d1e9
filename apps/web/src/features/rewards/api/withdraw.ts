import type { Address } from '@memap/shared/address'
import { withdrawFieldsSchema } from '@memap/shared/points'
import { api } from '../../../shared/lib/api-client.ts'

/**
 * `POST /v0/withdraw` (multipart walletAddr): the server debits the whole balance and mints
 * the balance less the 1 Whoom fee on chain. Answers the transaction hash (PRODUCT.md §7: a string).
 */
export function withdrawWhoom(walletAddr: Address): Promise<string> {
  const fields = withdrawFieldsSchema.parse({ walletAddr })
  const form = new FormData()
  form.append('walletAddr', fields.walletAddr)
  return api.post<string>('/withdraw', { body: form })
}
