import { checkUsername } from '@memap/shared/endpoints/profile'
import { USERNAME_FREE, USERNAME_LOOK_ALIKE } from '@memap/shared/profile'
import { api } from '../lib/api-client.ts'

/** How a name clashes with another member's, as the server answers. */
export type NameClash = 'taken' | 'look-alike' | null

/**
 * `GET /v0/profile/checkUsername`. PRODUCT.md §5 and §8: only the answer 'does not have duplicate
 * user' means free; a failed check counts as taken. A name that reads as another member's,
 * written otherwise, is said so.
 */
export async function nameClash(name: string): Promise<NameClash> {
  try {
    const answer = await api.call(checkUsername, { query: { user_name: name } })
    if (answer === USERNAME_FREE) return null
    return answer === USERNAME_LOOK_ALIKE ? 'look-alike' : 'taken'
  } catch {
    return 'taken'
  }
}
