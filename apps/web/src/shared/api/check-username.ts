import { checkUsername } from '@memap/shared/endpoints/profile'
import { USERNAME_FREE } from '@memap/shared/profile'
import { api } from '../lib/api-client.ts'

/**
 * `GET /v0/profile/checkUsername`. PRODUCT.md §5 and §8: only the answer 'does not have duplicate
 * user' means free; a failed check counts as taken.
 */
export async function isNameTaken(name: string): Promise<boolean> {
  try {
    return (await api.call(checkUsername, { query: { user_name: name } })) !== USERNAME_FREE
  } catch {
    return true
  }
}
