import { createHash, randomBytes } from 'node:crypto'
import { X_SCOPES } from '@memap/shared/social'
import { z } from 'zod'
import type { XConfig } from '../../config.ts'
import { AppError, badRequest } from '../../errors.ts'

const base64url = (bytes: Buffer) => bytes.toString('base64url')

/** A new flow: the state, and the PKCE verifier with its S256 challenge. */
export function newXFlow() {
  const verifier = base64url(randomBytes(48))
  return {
    state: base64url(randomBytes(24)),
    verifier,
    challenge: base64url(createHash('sha256').update(verifier).digest()),
  }
}

export function xAuthorizeUrl(x: XConfig, flow: ReturnType<typeof newXFlow>, redirectUri: string) {
  const url = new URL(x.authorizeUrl)
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: x.clientId,
    redirect_uri: redirectUri,
    scope: X_SCOPES,
    state: flow.state,
    code_challenge: flow.challenge,
    code_challenge_method: 'S256',
  }).toString()
  return url.toString()
}

const tokenSchema = z.object({ access_token: z.string().min(1) })
const userSchema = z.object({
  data: z.object({ id: z.string().min(1), username: z.string().min(1).max(64) }),
})

/** Trades the code for a token at X and reads who signed in. */
export async function xAccountFor(x: XConfig, code: string, verifier: string, redirectUri: string) {
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' }
  if (x.clientSecret) {
    headers.authorization = `Basic ${Buffer.from(`${x.clientId}:${x.clientSecret}`).toString('base64')}`
  }
  const tokenAnswer = await fetch(x.tokenUrl, {
    method: 'POST',
    headers,
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      code_verifier: verifier,
      client_id: x.clientId,
    }),
    signal: AbortSignal.timeout(10_000),
  })
  if (!tokenAnswer.ok) throw badRequest('x_flow_invalid', 'code: X refused the authorization code')
  const token = tokenSchema.safeParse(await tokenAnswer.json())
  if (!token.success) throw new AppError('x_unexpected_answer', 'X answered no access token')
  const userAnswer = await fetch(x.userinfoUrl, {
    headers: { authorization: `Bearer ${token.data.access_token}` },
    signal: AbortSignal.timeout(10_000),
  })
  const user = userSchema.safeParse(userAnswer.ok ? await userAnswer.json() : undefined)
  if (!user.success) throw new AppError('x_unexpected_answer', 'X did not say who signed in')
  return { id: user.data.data.id, handle: user.data.data.username }
}
