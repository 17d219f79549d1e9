import type { z } from 'zod'
import type * as auth from '../auth.ts'
import { endpoint } from '../endpoint.ts'
import type { textSchema } from '../envelope.ts'

// Sign-In with Ethereum and the member's sessions (PRODUCT.md §7, §14).

export const signInNonce = endpoint<{ data: typeof textSchema }>('GET', '/auth/nonce')

export const signIn = endpoint<{
  body: typeof auth.verifySignInBodySchema
  data: typeof auth.sessionSchema
}>('POST', '/auth/verify')

export const currentSession = endpoint<{ data: typeof auth.sessionSchema }>('GET', '/auth/session')

export const signOut = endpoint<{ data: typeof auth.loggedOutSchema }>('POST', '/auth/logout')

export const deviceSessions = endpoint<{
  query: typeof auth.sessionsQuerySchema
  data: z.ZodArray<typeof auth.deviceSessionSchema>
}>('GET', '/auth/sessions')

export const revokeSessions = endpoint<{
  body: typeof auth.revokeSessionsBodySchema
  data: typeof auth.revokedSchema
}>('POST', '/auth/sessions/revoke')
