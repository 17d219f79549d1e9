import { apiPath } from '@memap/shared/endpoint'
import { health } from '@memap/shared/endpoints/system'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { refusalBody } from '../errors.ts'
import { routePath } from '../lib/request-path.ts'
import { METRICS_PATH } from './metrics.ts'

// Asked by address, not by name: a balancer's health check and Prometheus reach each instance as
// it is (an IP, a pod's address); neither answer carries a host.
const ANY_HOST_ROUTES: ReadonlySet<string> = new Set([apiPath(health), METRICS_PATH])

/** Whether a request to the route `path` (its pattern) is refused for a host not answered for. */
export const checksHost = (path: string) => !ANY_HOST_ROUTES.has(path)

/** Hosts whose verdict is kept (a few are real; the rest is what clients make up). */
const VERDICTS_KEPT = 1000

/** Whether `hostname` on `port` is one of `allowed` (`name`, any port; or `name:port`). */
const isAllowed = (allowed: ReadonlySet<string>, hostname: string, port: number | null) =>
  hostname !== '' &&
  (allowed.has(hostname) || (port !== null && allowed.has(`${hostname}:${port}`)))

/**
 * Answers only for the hosts the server is reached at (config.ts, `allowedHosts`): a request
 * naming another (its Host, or X-Forwarded-Host from a trusted proxy) gets 421 before anything
 * runs, for links are written with the host when PUBLIC_URL is unset (`linkOrigin`).
 */
export const hostsPlugin = fp<{ allowed: string[] }>(
  async (app: FastifyInstance, { allowed }) => {
    const hosts = new Set(allowed)
    // Each Host as sent, judged once: its name and port are cut out of it by a split and a
    // regular expression at every call. Bounded, for a client may send any number of them.
    const verdicts = new Map<string, boolean>()
    const served = (request: FastifyRequest) => {
      let verdict = verdicts.get(request.host)
      if (verdict === undefined) {
        verdict = isAllowed(hosts, request.hostname.toLowerCase(), request.port)
        if (verdicts.size >= VERDICTS_KEPT) verdicts.clear()
        verdicts.set(request.host, verdict)
      }
      return verdict
    }
    app.addHook('onRequest', (request, reply, done) => {
      if (served(request) || !checksHost(routePath(request))) {
        done()
        return
      }
      const named = JSON.stringify(request.host.slice(0, 100))
      reply
        .code(421)
        .send(
          refusalBody(
            'host_not_served',
            `host: this server does not answer for ${named}; see ALLOWED_HOSTS`,
          ),
        )
    })
  },
  { name: 'hosts' },
)

/**
 * The origin the server writes its links with (the devnet's RPC address, images, a profile's
 * page): PUBLIC_URL, else the one the request came to, which hostsPlugin let through. An answer
 * with the request's host in it is marked so that no shared cache hands it to another request.
 */
export function linkOrigin(
  request: FastifyRequest,
  reply: FastifyReply,
  publicUrl: string | undefined,
): string {
  if (publicUrl) return publicUrl
  reply.header('cache-control', 'private, no-cache')
  return `${request.protocol}://${request.host}`
}
