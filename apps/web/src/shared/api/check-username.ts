import { USERNAME_FREE, type USERNAME_TAKEN } from '@memap/shared/profile'
import { api } from '../lib/api-client.ts'

/**
 * `GET /v0/profile/checkUsername`. PRODUCT.md §5 and §8: only the answer 'does not have duplicate
 * user' means free; a failed check counts as taken.
 */
export async function isNameTaken(name: string): Promise<boolean> {
  try {
    return (
      (await api.get<typeof USERNAME_FREE | typeof USERNAME_TAKEN>('/profile/checkUsername', {
        query: { user_name: name },
      })) !== USERNAME_FREE
    )
  } catch {
    return true
  }
}
