import { createHash, randomBytes } from 'node:crypto'
import type { Address } from '@memap/shared/address'
import { SESSION_TTL_MS, SIGN_IN_NONCE_TTL_MS } from '@memap/shared/auth'
import { getAddress, type Hex } from 'viem'
import { generateSiweNonce, parseSiweMessage, validateSiweMessage } from 'viem/siwe'
import type { ChainContext } from '../../chain/context.ts'
import { withTransaction } from '../../db/changes.ts'
import type { Db } from '../../db/database.ts'
import { badRequest, unauthorized } from '../../errors.ts'
import { authRepo } from './repo.ts'

const hashSessionId = (id: string) => createHash('sha256').update(id).digest('hex')

/** Sign-In with Ethereum (EIP-4361) and the server-side sessions it opens. */
export function authService(deps: { db: Db; chain: ChainContext; origins: string[] }) {
  const repo = authRepo(deps.db)
  const domains = new Map(deps.origins.map((origin) => [new URL(origin).host, origin]))

  return {
    async issueNonce(now = new Date()): Promise<string> {
      await repo.deleteNoncesBefore(new Date(now.getTime() - SIGN_IN_NONCE_TTL_MS))
      const nonce = generateSiweNonce()
      await repo.insertNonce(nonce, now)
      return nonce
    },

    /**
     * Checks the message (our domain and URI, our chain, a nonce we issued, unused and at most
     * 10 minutes old, not expired) and its signature, which may come from a plain account or a
     * smart-contract wallet (ERC-1271, ERC-6492). Answers a new session id for the cookie.
     */
    async signIn(
      message: string,
      signature: Hex,
      now = new Date(),
    ): Promise<{ sessionId: string; address: Address; expiresAt: Date }> {
      const fields = parseSiweMessage(message)
      if (!fields.address || !fields.nonce || !fields.domain || !fields.uri) {
        throw badRequest('message: is not a Sign-In with Ethereum message')
      }
      const origin = domains.get(fields.domain)
      if (!origin)
        throw badRequest(`message: the domain must be ${[...domains.keys()].join(' or ')}`)
      if (safeOrigin(fields.uri) !== origin)
        throw badRequest(`message: the URI must be on ${origin}`)
      if (fields.chainId !== deps.chain.chainId) {
        throw badRequest(`message: the chain id must be ${deps.chain.chainId}`)
      }
      if (!validateSiweMessage({ message: fields, time: now })) {
        throw badRequest('message: has expired or is not valid yet')
      }
      const valid = await deps.chain.publicClient
        .verifySiweMessage({ message, signature, time: now })
        .catch(() => false)
      if (!valid) throw unauthorized('signature: does not match the message and its address')

      const address = getAddress(fields.address)
      const sessionId = randomBytes(32).toString('base64url')
      const expiresAt = new Date(now.getTime() + SESSION_TTL_MS)
      await withTransaction(deps.db, async (trx) => {
        const tx = authRepo(trx)
        const issuedAfter = new Date(now.getTime() - SIGN_IN_NONCE_TTL_MS)
        if (!(await tx.consumeNonce(fields.nonce as string, issuedAfter, now))) {
          throw unauthorized('message: the nonce is unknown, used or expired')
        }
        await tx.insertSession({
          idHash: hashSessionId(sessionId),
          walletAddr: address,
          createdAt: now,
          expiresAt,
        })
      })
      return { sessionId, address, expiresAt }
    },

    async sessionWallet(sessionId: string, now = new Date()): Promise<Address | undefined> {
      const session = await repo.findLiveSession(hashSessionId(sessionId), now)
      return session ? getAddress(session.wallet_addr) : undefined
    },

    async signOut(sessionId: string, now = new Date()): Promise<void> {
      await repo.revokeSession(hashSessionId(sessionId), now)
    },
  }
}

export type AuthService = ReturnType<typeof authService>

function safeOrigin(uri: string): string | undefined {
  try {
    return new URL(uri).origin
  } catch {
    return undefined
  }
}
