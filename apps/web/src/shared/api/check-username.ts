import { USERNAME_FREE, USERNAME_TAKEN } from '@memap/shared/profile'
import { z } from 'zod'
import { api } from '../lib/api-client.ts'

const answerSchema = z.enum([USERNAME_FREE, USERNAME_TAKEN])

/**
 * `GET /v0/profile/checkUsername`. Spec §5 and §8: only the answer 'does not have duplicate
 * user' means free; a failed check counts as taken.
 */
export async function isNameTaken(name: string): Promise<boolean> {
  try {
    return (
      (await api.get('/profile/checkUsername', answerSchema, { query: { user_name: name } })) !==
      USERNAME_FREE
    )
  } catch {
    return true
  }
}
