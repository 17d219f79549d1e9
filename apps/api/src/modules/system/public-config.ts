import type { PublicConfig } from '@memap/shared/config'
import { apiPath } from '@memap/shared/endpoint'
import { rpcRelay } from '@memap/shared/endpoints/system'
import { VERSION_LABEL } from '@memap/shared/version'
import type { FastifyRequest } from 'fastify'
import type { AppDeps } from '../../deps.ts'

/**
 * What the web app learns at run time (`GET /v0/config`, and embedded in every page the server
 * sends so the first screen does not wait for it).
 */
export function publicConfigForRequest({ chain, config }: Pick<AppDeps, 'chain' | 'config'>) {
  return (request: FastifyRequest): PublicConfig => ({
    chainId: chain.chainId,
    rpcUrl: chain.isDevnet
      ? `${publicOrigin(request, config.publicUrl)}${apiPath(rpcRelay)}`
      : chain.rpcUrl,
    contracts: chain.contracts,
    walletConnectProjectId: config.walletConnectProjectId,
    telegramBotId: telegramBotId(config.social.telegramBotToken),
    version: VERSION_LABEL,
    links: {
      community: config.links.community ?? null,
      contactEmail: config.links.contactEmail ?? null,
      whitePaper: config.links.whitePaper ?? null,
      x: config.links.x ?? null,
      telegram: config.links.telegram ?? null,
    },
  })
}

/** The origin a browser used to reach us, unless PUBLIC_URL fixes it. */
function publicOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  return publicUrl ?? `${request.protocol}://${request.host}`
}

/** Telegram's login page names the bot by its id: the digits before the colon of its token. */
function telegramBotId(token: string | undefined): string | null {
  return token?.match(/^(\d+):/)?.[1] ?? null
}
