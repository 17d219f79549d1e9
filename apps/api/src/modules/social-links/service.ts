import type { Address } from '@memap/shared/address'
import { apiPath } from '@memap/shared/endpoint'
import { linkXCallback } from '@memap/shared/endpoints/social'
import type { telegramAuthDataSchema } from '@memap/shared/social'
import type { z } from 'zod'
import type { Config } from '../../config.ts'
import type { Db } from '../../db/database.ts'
import { AppError, badRequest } from '../../errors.ts'
import type { ProfilesService } from '../profiles/service.ts'
import { socialLinksRepo } from './repo.ts'
import { verifyTelegramLogin } from './telegram.ts'
import { newXFlow, xAccountFor, xAuthorizeUrl } from './x-oauth.ts'

const FLOW_LIFETIME_MS = 60 * 60 * 1000
const notConfigured = (network: string) =>
  new AppError('linking_off', `${network} linking is not configured`)

/** Links X (OAuth 2 with PKCE S256) and Telegram (login widget) accounts to a MeMap. */
export function socialLinksService(deps: { db: Db; config: Config; profiles: ProfilesService }) {
  const { profiles } = deps
  const repo = socialLinksRepo(deps.db)
  const { x, telegramBotToken } = deps.config.social
  const redirectUri = `${deps.config.origins[0]}${apiPath(linkXCallback)}`

  return {
    xRedirectUri: redirectUri,

    /** Starts the X flow for the signed-in wallet: where to send the browser, and the cookie. */
    async startX(wallet: Address, now = new Date()) {
      if (!x) throw notConfigured('X')
      const flow = newXFlow()
      await repo.insertFlow({
        state: flow.state,
        wallet_addr: wallet,
        created_at: now.toISOString(),
      })
      return { url: xAuthorizeUrl(x, flow, redirectUri), cookie: `${flow.state}.${flow.verifier}` }
    },

    /**
     * Finishes it: the state must be the one in this browser's flow cookie, issued to this
     * wallet less than an hour ago and never used; then the code is traded at X.
     */
    async finishX(
      query: { state: string; code: string },
      cookie: string | undefined,
      wallet: Address | undefined,
      now = new Date(),
    ) {
      if (!x) throw notConfigured('X')
      const [state, verifier] = (cookie ?? '').split('.')
      if (!state || !verifier || state !== query.state)
        throw badRequest('x_flow_invalid', 'state: does not match this browser’s flow')
      if (!wallet) throw badRequest('x_flow_invalid', 'state: sign in again to link X')
      const notBefore = new Date(now.getTime() - FLOW_LIFETIME_MS).toISOString()
      if (!(await repo.useFlow(state, wallet, notBefore, now.toISOString()))) {
        throw badRequest('x_flow_invalid', 'state: unknown, used or expired')
      }
      const account = await xAccountFor(x, query.code, verifier, redirectUri)
      await profiles.linkAccount(wallet, 'x', account.id, account.handle)
      return account.handle
    },

    unlinkX: (wallet: Address) => profiles.unlinkAccount(wallet, 'x'),

    async linkTelegram(wallet: Address, authData: z.output<typeof telegramAuthDataSchema>) {
      if (!telegramBotToken) throw notConfigured('Telegram')
      const account = verifyTelegramLogin(authData, telegramBotToken)
      await profiles.linkAccount(wallet, 'telegram', account.id, account.handle)
      return account.handle
    },
  }
}

export type SocialLinksService = ReturnType<typeof socialLinksService>
