import type { Address } from '@memap/shared/address'
import { currentSession, revokeSessions, signIn, signInNonce } from '@memap/shared/endpoints/auth'
import { declareModule } from '../../module-declaration.ts'
import type { EventsService } from '../events/index.ts'
import type { FaucetService } from '../faucet/service.ts'
import type { ProfilesService } from '../profiles/service.ts'
import type { PushService } from '../push/service.ts'
import { sessionsExport } from './export.ts'
import { sessionsLeave } from './leave.ts'
import { authRoutes } from './routes.ts'
import { authService } from './service.ts'

/** Signing in with the wallet, and the sessions. */
export const authModule = declareModule<
  { profiles: ProfilesService; push: PushService; events: EventsService },
  // The moderation module's by its shape: moderation is made with this module's service.
  { faucet: FaucetService; moderation: { isModerator: (wallet: Address) => boolean } }
>()({
  name: 'auth',
  needs: { profiles: true, push: true, events: true },
  routeNeeds: { faucet: true, moderation: true },
  refusals: [
    [
      signIn,
      [
        'sign_in_message_invalid',
        'sign_in_signature_invalid',
        'sign_in_nonce_invalid',
        'wallet_suspended',
      ],
    ],
    // A session cookie that ended says why (plugins/access.ts, `signInFirst`).
    [currentSession, ['session_required', 'session_revoked', 'session_expired']],
    [revokeSessions, ['no_such_session']],
  ],
  limits: { signIn: [signInNonce, signIn] },
  make({ profiles, push, events }, { db, chain, config }) {
    const auth = authService({
      db,
      chain,
      origins: config.origins,
      refusal: async (wallet) =>
        (await profiles.isSuspended(wallet)) ? 'this wallet is suspended' : undefined,
      cacheEntries: config.cacheEntries,
      onSessionsEnded: push.sessionsEnded,
    })
    events.bus.onChange(auth.forgetChanged)
    return auth
  },
  routes: (api, auth, { faucet, moderation }) =>
    authRoutes(api, { auth, faucet, isModerator: moderation.isModerator }),
  walletTables: {
    auth_nonces: 'no wallet',
    sessions: {
      columns: ['wallet_addr'],
      export: { part: 'Sessions' },
      leave: { keeps: 'each is ended at leaving, and kept as the record of sign-ins' },
    },
  },
  exportPart: sessionsExport,
  leavePart: () => sessionsLeave,
})
