import type { z } from 'zod'
import type * as auth from '../auth.ts'
import { ownerEndpoint, publicEndpoint } from '../endpoint.ts'
import type { textSchema } from '../envelope.ts'

// Sign-In with Ethereum and the member's sessions (PRODUCT.md §7, §14).

export const signInNonce = publicEndpoint<{ data: typeof textSchema }>('GET', '/auth/nonce')

export const signIn = publicEndpoint<{
  body: typeof auth.verifySignInBodySchema
  data: typeof auth.sessionSchema
}>('POST', '/auth/verify')

export const currentSession = publicEndpoint<{ data: typeof auth.sessionSchema }>(
  'GET',
  '/auth/session',
)

export const signOut = publicEndpoint<{ data: typeof auth.loggedOutSchema }>('POST', '/auth/logout')

export const deviceSessions = ownerEndpoint<{
  query: typeof auth.sessionsQuerySchema
  data: z.ZodArray<typeof auth.deviceSessionSchema>
}>('GET', '/auth/sessions')

export const revokeSessions = ownerEndpoint<{
  body: typeof auth.revokeSessionsBodySchema
  data: typeof auth.revokedSchema
}>('POST', '/auth/sessions/revoke')
