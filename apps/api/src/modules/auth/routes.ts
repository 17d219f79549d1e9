import type { Address } from '@memap/shared/address'
import {
  deviceSessionSchema,
  loggedOutSchema,
  revokedSchema,
  revokeSessionsBodySchema,
  SESSION_COOKIE,
  sessionSchema,
  sessionsQuerySchema,
  verifySignInBodySchema,
} from '@memap/shared/auth'
import * as endpoints from '@memap/shared/endpoints/auth'
import { textSchema } from '@memap/shared/envelope'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { served } from '../../plugins/contract.ts'
import type { FaucetService } from '../faucet/service.ts'
import type { AuthService } from './service.ts'

/** Sign-In with Ethereum: nonce, verify, session, logout (PRODUCT.md §11). */
export async function authRoutes(
  app: FastifyInstance,
  {
    auth,
    faucet,
    isModerator,
  }: { auth: AuthService; faucet: FaucetService; isModerator: (wallet: Address) => boolean },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>()

  routes.route({
    ...served(endpoints.signInNonce, { data: textSchema }, 'A single-use sign-in nonce'),
    handler: async () => ({ data: await auth.issueNonce() }),
  })

  routes.route({
    ...served(
      endpoints.signIn,
      { body: verifySignInBodySchema, data: sessionSchema },
      'Signs in with an EIP-4361 message and its signature; sets the session cookie',
    ),
    handler: async (request, reply) => {
      const { message, signature } = request.body
      const signedIn = await auth.signIn(message, signature, {
        userAgent: request.headers['user-agent'],
      })
      reply.setCookie(SESSION_COOKIE, signedIn.sessionId, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: request.protocol === 'https',
        expires: signedIn.expiresAt,
      })
      // On the devnet a wallet without gas money gets some (PRODUCT.md §13); its failure is no
      // reason to refuse the sign-in.
      await faucet
        .dripIfPoor(signedIn.address)
        .catch((error) => request.log.warn({ err: error }, 'faucet failed'))
      return { data: { address: signedIn.address, moderator: isModerator(signedIn.address) } }
    },
  })

  routes.route({
    ...served(endpoints.currentSession, { data: sessionSchema }, 'The signed-in wallet, or 401'),
    handler: async (request) => {
      const address = await request.sessionWallet()
      if (!address) throw await request.signInFirst()
      return { data: { address, moderator: isModerator(address) } }
    },
  })

  routes.route({
    ...served(endpoints.signOut, { data: loggedOutSchema }, 'Revokes the session on the server'),
    // Anyone may end the session they hold; there is nothing to act on for another wallet.
    handler: async (request, reply) => {
      const id = request.cookies[SESSION_COOKIE]
      if (id) await auth.signOut(id)
      reply.clearCookie(SESSION_COOKIE, { path: '/' })
      return { data: true }
    },
  })

  routes.route({
    ...served(
      endpoints.deviceSessions,
      { query: sessionsQuerySchema, data: z.array(deviceSessionSchema) },
      "The owner's live sessions (devices), the most recently used first",
    ),
    handler: async (request) => ({
      data: await auth.sessionsOf(request.actor(), request.cookies[SESSION_COOKIE] as string),
    }),
  })

  routes.route({
    ...served(
      endpoints.revokeSessions,
      { body: revokeSessionsBodySchema, data: revokedSchema },
      'Ends one of the owner’s sessions, or with `all` every one but this',
    ),
    handler: async (request) => {
      const { body } = request
      const revoked = await auth.revokeSessions(
        request.actor(),
        'sessionId' in body
          ? { sessionId: body.sessionId }
          : { allBut: request.cookies[SESSION_COOKIE] as string },
      )
      return { data: { Revoked: revoked } }
    },
  })
}
