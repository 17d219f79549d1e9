import type { PublicConfig } from '@memap/shared/config'
import { apiPath } from '@memap/shared/endpoint'
import { rpcRelay } from '@memap/shared/endpoints/system'
import { VERSION_LABEL } from '@memap/shared/version'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { AppDeps } from '../../deps.ts'
import { deepFrozen } from '../../lib/deep-frozen.ts'
import { linkOrigin } from '../../plugins/hosts.ts'

/** Origins whose configuration is kept: one a host and port the server answers for. */
const ORIGINS_KEPT = 100

/**
 * What the web app learns at run time (`GET /v0/config`, and embedded in every page the server
 * sends so the first screen does not wait for it). The same frozen object for every request to
 * one origin, so that its answer is written once (plugins/answer-serializer.ts): only the
 * devnet's RPC address depends on the request, through the origin it came to.
 */
export function publicConfigForRequest({ chain, config }: Pick<AppDeps, 'chain' | 'config'>) {
  const configWith = (rpcUrl: string): PublicConfig =>
    deepFrozen({
      chainId: chain.chainId,
      rpcUrl,
      contracts: { ...chain.contracts },
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
  if (!chain.isDevnet) {
    const everywhere = configWith(chain.rpcUrl)
    return (_request: FastifyRequest, _reply: FastifyReply) => everywhere
  }
  // Any port of an allowed host is served (plugins/hosts.ts): the kept origins are bounded.
  const byOrigin = new Map<string, PublicConfig>()
  return (request: FastifyRequest, reply: FastifyReply): PublicConfig => {
    const origin = linkOrigin(request, reply, config.publicUrl)
    let answer = byOrigin.get(origin)
    if (!answer) {
      if (byOrigin.size >= ORIGINS_KEPT) byOrigin.clear()
      answer = configWith(`${origin}${apiPath(rpcRelay)}`)
      byOrigin.set(origin, answer)
    }
    return answer
  }
}

/** Telegram's login page names the bot by its id: the digits before the colon of its token. */
function telegramBotId(token: string | undefined): string | null {
  return token?.match(/^(\d+):/)?.[1] ?? null
}
