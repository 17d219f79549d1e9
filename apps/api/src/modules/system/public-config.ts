import type { PublicConfig } from '@memap/shared/config'
import { apiPath } from '@memap/shared/endpoint'
import { rpcRelay } from '@memap/shared/endpoints/system'
import { VERSION_LABEL } from '@memap/shared/version'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { AppDeps } from '../../deps.ts'
import { linkOrigin } from '../../plugins/hosts.ts'

/**
 * What the web app learns at run time (`GET /v0/config`, and embedded in every page the server
 * sends so the first screen does not wait for it).
 */
export function publicConfigForRequest({ chain, config }: Pick<AppDeps, 'chain' | 'config'>) {
  return (request: FastifyRequest, reply: FastifyReply): PublicConfig => ({
    chainId: chain.chainId,
    rpcUrl: chain.isDevnet
      ? `${linkOrigin(request, reply, config.publicUrl)}${apiPath(rpcRelay)}`
      : chain.rpcUrl,
    contracts: chain.contracts,
    walletConnectProjectId: config.walletConnectProjectId,
    telegramBotId: telegramBotId(config.social.telegramBotToken),
    version: VERSION_LABEL,
    pushPublicKey: config.push.vapid?.publicKey ?? null,
    links: {
      community: config.links.community ?? null,
      contactEmail: config.links.contactEmail ?? null,
      whitePaper: config.links.whitePaper ?? null,
      x: config.links.x ?? null,
      telegram: config.links.telegram ?? null,
    },
  })
}

/** Telegram's login page names the bot by its id: the digits before the colon of its token. */
function telegramBotId(token: string | undefined): string | null {
  return token?.match(/^(\d+):/)?.[1] ?? null
}
