import fastifySwagger from '@fastify/swagger'
import fastifySwaggerUi from '@fastify/swagger-ui'
import { API_KEY_HEADER, API_PREFIX } from '@memap/shared/api'
import type { Access, Refusals } from '@memap/shared/endpoint'
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify'
import { validatorCompiler } from 'fastify-type-provider-zod'
import type { Config } from './config.ts'
import type { AppDeps } from './deps.ts'
import { refusalBody } from './errors.ts'
import { handlerRefusals } from './handler-refusals.ts'
import { DOCS_PATH } from './lib/request-path.ts'
import {
  watchChainHead,
  watchChainJobs,
  watchEventStreams,
  watchImageDecodes,
  watchSigner,
} from './metrics/gauges.ts'
import type { ModuleContext } from './module-declaration.ts'
import { MODULES } from './module-list.ts'
import { openApiTransform, securitySchemes } from './openapi.ts'
import { accessPlugin } from './plugins/access.ts'
import { answerSerializerCompiler } from './plugins/answer-serializer.ts'
import { apiKeyPlugin } from './plugins/api-key.ts'
import { bodiesPlugin } from './plugins/bodies.ts'
import { cookiesPlugin } from './plugins/cookies.ts'
import { errorsPlugin } from './plugins/errors.ts'
import { formRoutesCheck } from './plugins/forms.ts'
import { handlerRefusalsPlugin } from './plugins/handler-refusals.ts'
import { hostsPlugin } from './plugins/hosts.ts'
import { methodsPlugin } from './plugins/methods.ts'
import { metricsPlugin } from './plugins/metrics.ts'
import { rateLimitPlugin, routeLimits } from './plugins/rate-limit.ts'
import { refusalCheckPlugin } from './plugins/refusal-check.ts'
import { OneLinePerRequest } from './plugins/request-log.ts'
import { securityPlugin } from './plugins/security.ts'
import { webPlugin } from './plugins/web.ts'
import { sharedParts } from './shared-parts.ts'
import { imageForgetter } from './storage/forget-image.ts'
import { imageRoutes } from './storage/routes.ts'
import { makeServices, pageParts, registerRoutes, shownImages } from './wire-modules.ts'

/** What every module is built with: read once at start and passed in. */
declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call a route (plugins/access.ts). */
    access?: Access
    /** What the route's handler refuses, listed in the OpenAPI document (openapi.ts). */
    refusals?: Refusals
  }
}

/**
 * What the router answers before any route runs: a path that cannot be decoded, or a path
 * parameter longer than the router keeps. In the API's `{ error }` shape, without echoing the
 * (possibly huge) path back.
 */
function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 400
  reply
    .code(status)
    .send(
      status === 414
        ? refusalBody('url_too_long', 'a part of the URL is too long')
        : refusalBody('malformed_request', 'the URL is not valid'),
    )
}

/**
 * A connection that broke the HTTP rules or was too slow to send its request: answered (when
 * the socket can still be written) with a short `{ error }` and closed.
 */
const clientErrorHandler: FastifyServerOptions['clientErrorHandler'] = (error, socket) => {
  // A reset connection has nothing left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const [status, code, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? ([
          '408 Request Timeout',
          'request_timeout',
          'the request was not received in time',
        ] as const)
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? ([
            '431 Request Header Fields Too Large',
            'headers_too_large',
            'the request headers are too large',
          ] as const)
        : (['400 Bad Request', 'malformed_request', 'the request is not valid HTTP'] as const)
  const body = JSON.stringify(refusalBody(code, message))
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    )
  }
  socket.destroy()
}

/** TRUST_PROXY for Fastify, whose types take a hop count only as a function of the hop. */
function trustProxyOption(trust: Config['trustProxy']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust
}

/** Builds the app: external plugins, then our own plugins, then the modules' routes. */
export async function buildApp(
  deps: AppDeps,
  options: { logger?: FastifyServerOptions['logger'] } = {},
): Promise<FastifyInstance> {
  const { timeouts } = deps.config
  const app = Fastify({
    logger: options.logger ?? false,
    logController: new OneLinePerRequest(),
    trustProxy: trustProxyOption(deps.config.trustProxy),
    bodyLimit: deps.config.bodyLimitBytes,
    // Slow clients (a trickled request holds a connection): see docs/OPERATIONS.md, "Limits".
    connectionTimeout: timeouts.connectionMs,
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: {
      headersTimeout: timeouts.headersMs,
      // Node checks the two timeouts above this often (its default, 30 s, would let a slow
      // client hold on for half a minute more).
      connectionsCheckingInterval: Math.min(1000, timeouts.headersMs),
    },
    clientErrorHandler,
    frameworkErrors,
  })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(answerSerializerCompiler({ checked: deps.config.checkAnswers }))

  await app.register(cookiesPlugin)
  const limitKind = routeLimits(MODULES)
  // Each route's declared refusals, in its config before anything reads them.
  await app.register(handlerRefusalsPlugin, { refusals: handlerRefusals(MODULES) })
  // Every test holds each refusal to its route's declared codes (plugins/refusal-check.ts).
  if (deps.config.checkAnswers) await app.register(refusalCheckPlugin, { limitKind })
  // Before any route, the document's included, so that it learns every path's methods.
  await app.register(methodsPlugin)
  // The one JSON parser, and each route's body types: also before any route (plugins/bodies.ts).
  await app.register(bodiesPlugin)
  // Forms are parsed only where a route takes one (plugins/forms.ts).
  await app.register(formRoutesCheck)
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'MeMap API', version: '0' },
      servers: [{ url: '/', description: 'This MeMap server' }],
      components: { securitySchemes: securitySchemes(API_KEY_HEADER) },
    },
    transform: openApiTransform(limitKind),
  })
  await app.register(fastifySwaggerUi, { routePrefix: DOCS_PATH })

  await app.register(errorsPlugin)
  await app.register(metricsPlugin, { token: deps.config.metricsToken, metrics: deps.metrics })
  await app.register(hostsPlugin, { allowed: deps.config.allowedHosts })
  await app.register(securityPlugin, { origins: deps.config.origins })
  await app.register(apiKeyPlugin, { keys: deps.config.apiKeys })
  // Whether a module still names an image: asked by the forgetter once the modules are made.
  const stillShown: Array<(key: string) => Promise<boolean>> = []
  const parts = { ...sharedParts(deps), forgetImage: imageForgetter(deps.blobs, stillShown) }
  const context: ModuleContext = {
    ...deps,
    log: app.log,
    onClose: (close) => {
      app.addHook('onClose', async () => {
        await close()
      })
    },
  }
  const services = await makeServices(MODULES, parts, context)
  const shown = shownImages(MODULES, services)
  stillShown.push(...shown.map((images) => images.named))
  await app.register(accessPlugin, { auth: services.auth })
  await app.register(rateLimitPlugin, { db: deps.db, config: deps.config, limitKind })
  if (deps.metrics) {
    watchEventStreams(deps.metrics, services.events.slots)
    watchImageDecodes(deps.metrics, parts.images)
    watchChainJobs(deps.metrics, deps.db)
    watchSigner(deps.metrics, deps.chain)
    watchChainHead(deps.metrics, deps.chainStatus)
  }

  await app.register(
    async (api) => {
      await registerRoutes(api, MODULES, services, context)
      await imageRoutes(api, {
        blobs: deps.blobs,
        shownBy: shown.map((images) => images.shownToOthers),
      })
    },
    { prefix: API_PREFIX },
  )

  await app.register(webPlugin, {
    root: deps.config.webDist,
    ...pageParts(MODULES, services, context),
  })
  return app
}
