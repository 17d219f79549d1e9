import { createHash, randomBytes } from 'node:crypto'
import type { Address } from '@memap/shared/address'
import { SESSION_TTL_MS, SIGN_IN_CLOCK_SKEW_MS, SIGN_IN_NONCE_TTL_MS } from '@memap/shared/auth'
import type { SessionEnd } from '@memap/shared/session-end'
import { getAddress, type Hex } from 'viem'
import { generateSiweNonce, parseSiweMessage, validateSiweMessage } from 'viem/siwe'
import type { ChainContext } from '../../chain/context.ts'
import { recordChange, withTransaction } from '../../db/changes.ts'
import type { Db } from '../../db/database.ts'
import { badRequest, forbidden, notFound, unauthorized } from '../../errors.ts'
import { WalletCache } from '../../lib/wallet-cache.ts'
import { authRepo } from './repo.ts'

const hashSessionId = (id: string) => createHash('sha256').update(id).digest('hex')

/** A session's last use is written at most this often. */
const LAST_SEEN_EVERY_MS = 60_000
/**
 * How long a live session is answered from memory. Ending it drops it at once everywhere (the
 * event bus); this only bounds what a lost bus message could leave behind.
 */
const SESSION_CACHE_MS = 5_000

/** What is kept of the browser's User-Agent header. */
const USER_AGENT_MAX = 200

/** Sign-In with Ethereum (EIP-4361) and the server-side sessions it opens. */
export function authService(deps: {
  db: Db
  chain: ChainContext
  origins: string[]
  /** Why this wallet may not sign in (a suspension), if it may not. */
  refusal?: (wallet: Address) => Promise<string | undefined>
  /** How many live sessions stay in memory, by id (0: none). */
  cacheEntries: number
  /**
   * Told, after they ended, of the wallet's sessions that ended (by public id), or that all did:
   * what belongs to a device (its push subscriptions) ends with its session.
   */
  onSessionsEnded?: (walletAddr: Address, sessions: string[] | 'all') => Promise<void>
}) {
  const repo = authRepo(deps.db)
  // By the session id itself (this process sees it in every request anyway): a hit skips the
  // hash, the query and the address's checksum.
  const live = new WalletCache<Address>(deps.cacheEntries)
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
     * 10 minutes old, not expired, not issued more than a minute ahead of our clock) and its
     * signature, which may come from a plain account or a
     * smart-contract wallet (ERC-1271, ERC-6492). Answers a new session id for the cookie.
     */
    async signIn(
      message: string,
      signature: Hex,
      device: { userAgent?: string | undefined } = {},
      now = new Date(),
    ): Promise<{ sessionId: string; address: Address; expiresAt: Date }> {
      const fields = parseSiweMessage(message)
      if (!fields.address || !fields.nonce || !fields.domain || !fields.uri) {
        throw badRequest(
          'sign_in_message_invalid',
          'message: is not a Sign-In with Ethereum message',
        )
      }
      const origin = domains.get(fields.domain)
      if (!origin)
        throw badRequest(
          'sign_in_message_invalid',
          `message: the domain must be ${[...domains.keys()].join(' or ')}`,
        )
      if (safeOrigin(fields.uri) !== origin)
        throw badRequest('sign_in_message_invalid', `message: the URI must be on ${origin}`)
      if (fields.chainId !== deps.chain.chainId) {
        throw badRequest(
          'sign_in_message_invalid',
          `message: the chain id must be ${deps.chain.chainId}`,
        )
      }
      if (!validateSiweMessage({ message: fields, time: now })) {
        throw badRequest('sign_in_message_invalid', 'message: has expired or is not valid yet')
      }
      // viem checks the expiry and Not Before only; a message dated ahead was not written now.
      if (fields.issuedAt && fields.issuedAt.getTime() > now.getTime() + SIGN_IN_CLOCK_SKEW_MS) {
        throw badRequest('sign_in_message_invalid', 'message: its Issued At is in the future')
      }
      const valid = await deps.chain.publicClient
        .verifySiweMessage({ message, signature, time: now })
        .catch(() => false)
      if (!valid)
        throw unauthorized(
          'sign_in_signature_invalid',
          'signature: does not match the message and its address',
        )

      const address = getAddress(fields.address)
      const refused = await deps.refusal?.(address)
      if (refused) throw forbidden('wallet_suspended', refused)
      const sessionId = randomBytes(32).toString('base64url')
      const expiresAt = new Date(now.getTime() + SESSION_TTL_MS)
      await withTransaction(deps.db, async (trx) => {
        const tx = authRepo(trx)
        const issuedAfter = new Date(now.getTime() - SIGN_IN_NONCE_TTL_MS)
        if (!(await tx.consumeNonce(fields.nonce as string, issuedAfter, now))) {
          throw unauthorized(
            'sign_in_nonce_invalid',
            'message: the nonce is unknown, used or expired',
          )
        }
        await tx.insertSession({
          idHash: hashSessionId(sessionId),
          publicId: randomBytes(16).toString('hex'),
          walletAddr: address,
          userAgent: device.userAgent?.slice(0, USER_AGENT_MAX) || null,
          createdAt: now,
          expiresAt,
        })
      })
      return { sessionId, address, expiresAt }
    },

    /** The wallet of a live session read lately, from memory; undefined when it must be read. */
    cachedSessionWallet(sessionId: string, now = Date.now()): Address | undefined {
      return live.get(sessionId, now)
    },

    async sessionWallet(sessionId: string, now = new Date()): Promise<Address | undefined> {
      const cached = live.get(sessionId, now.getTime())
      if (cached) return cached
      const readAt = live.begin()
      const idHash = hashSessionId(sessionId)
      const session = await repo.findLiveSession(idHash, now)
      if (!session) return undefined
      if (now.getTime() - Date.parse(session.last_seen_at) >= LAST_SEEN_EVERY_MS) {
        await repo.touchSession(idHash, now)
      }
      const wallet = getAddress(session.wallet_addr)
      const until = Math.min(now.getTime() + SESSION_CACHE_MS, Date.parse(session.expires_at))
      live.set(sessionId, [wallet], readAt, wallet, until)
      return wallet
    },

    /** Why the session `sessionId` no longer signs in; undefined for one this server never made. */
    async endedSession(sessionId: string, now = new Date()): Promise<SessionEnd | undefined> {
      const session = await repo.findSession(hashSessionId(sessionId))
      if (!session) return undefined
      if (session.revoked_at !== null) return 'revoked'
      return Date.parse(session.expires_at) <= now.getTime() ? 'expired' : undefined
    },

    /**
     * Forgets the sessions of wallets that changed (the event bus calls it): signing out,
     * revoking, a suspension and leaving each record a change of the wallet.
     */
    forgetChanged(wallets: readonly string[] | 'all') {
      if (wallets === 'all') live.dropAll()
      else live.drop(wallets)
    },

    /** The live session `sessionId` (a cookie's): its public id and when it expires. */
    async sessionOf(sessionId: string, now = new Date()) {
      const session = await repo.findLiveSession(hashSessionId(sessionId), now)
      return session && { publicId: session.public_id, expiresAt: session.expires_at }
    },

    /** Ends the session; its live streams end with it, on every instance, as when revoked. */
    async signOut(sessionId: string, now = new Date()): Promise<void> {
      const ended = await repo.revokeSession(hashSessionId(sessionId), now)
      if (!ended) return
      recordChange(deps.db, { walletAddr: ended.wallet_addr })
      await deps.onSessionsEnded?.(ended.wallet_addr, [ended.public_id])
    },

    /** Ends every session of the wallet (a suspension); its live streams end with them. */
    async endAllSessions(walletAddr: Address, now = new Date()): Promise<void> {
      await repo.revokeAllOf(walletAddr, now)
      recordChange(deps.db, { walletAddr })
      await deps.onSessionsEnded?.(walletAddr, 'all')
    },

    /** The wallet's live sessions; `Current` marks the one `currentSessionId` opened. */
    async sessionsOf(walletAddr: Address, currentSessionId: string, now = new Date()) {
      const current = hashSessionId(currentSessionId)
      const sessions = await repo.liveSessionsOf(walletAddr, now)
      return sessions.map((session) => ({
        SessionId: session.public_id,
        CreatedAt: session.created_at,
        LastSeenAt: session.last_seen_at,
        UserAgent: session.user_agent ?? '',
        Current: session.id_hash === current,
      }))
    },

    /**
     * Ends one of the wallet's sessions (by its public id) or all but the current one. A device
     * whose session ended gets 401 at its next request, and its live streams end (they look at
     * their session whenever the wallet changes).
     */
    async revokeSessions(
      walletAddr: Address,
      which: { sessionId: string } | { allBut: string },
      now = new Date(),
    ): Promise<number> {
      const revoked = await repo.revokeSessionsOf(
        walletAddr,
        'sessionId' in which
          ? { publicId: which.sessionId }
          : { allBut: hashSessionId(which.allBut) },
        now,
      )
      if ('sessionId' in which && revoked.length === 0) {
        throw notFound('no_such_session', 'sessionId: no such live session')
      }
      recordChange(deps.db, { walletAddr })
      await deps.onSessionsEnded?.(walletAddr, revoked)
      return revoked.length
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
