import type { Address } from '@memap/shared/address'
import * as authCalls from '@memap/shared/endpoints/auth'
import type { SessionEnd } from '@memap/shared/session-end'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../shared/lib/api-client.ts'
import { ApiError } from '../../../shared/lib/api-errors.ts'

// Sign-In with Ethereum (PRODUCT.md §11): nonce, verify, session, logout.

/** `GET /v0/auth/nonce`: a single-use nonce for the next sign-in message. */
export function getSignInNonce(): Promise<string> {
  return api.call(authCalls.signInNonce)
}

/** `POST /v0/auth/verify`: the server checks the signed message and sets the session cookie. */
export async function verifySignIn(message: string, signature: `0x${string}`): Promise<Address> {
  return (await api.call(authCalls.signIn, { body: { message, signature } })).address
}

/** `GET /v0/auth/session`: the signed-in wallet, or null when there is no session (401). */
export async function getSessionAddress(): Promise<Address | null> {
  try {
    return (await api.call(authCalls.currentSession)).address
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null
    throw error
  }
}

/** `POST /v0/auth/logout`: revokes the session on the server (Unlink). */
export async function logOut(): Promise<void> {
  await api.call(authCalls.signOut)
}

/** Whether the signed-in wallet is a moderator (`GET /v0/auth/session`), read once a session. */
export function useIsModerator(address: Address): boolean {
  const session = useQuery(
    queryOptions({
      queryKey: ['session', address],
      queryFn: ({ signal }) => api.call(authCalls.currentSession, { signal }),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  )
  return session.data?.moderator === true
}

/**
 * Calls `handler` whenever a call is refused with 401: the session ended on the server (signed
 * out elsewhere, revoked, expired), with why when the server says. Returns a function that stops
 * it.
 */
export const onSessionEnded = (handler: (end: SessionEnd | undefined) => void): (() => void) =>
  api.onUnauthorized((error) =>
    handler(
      error.code === 'session_revoked'
        ? 'revoked'
        : error.code === 'session_expired'
          ? 'expired'
          : undefined,
    ),
  )
