import fastifyCookie from '@fastify/cookie'
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
import { chainBacklog } from './chain/tx-queue.ts'
import type { Config } from './config.ts'
import type { AppDeps } from './deps.ts'
import { refusalBody } from './errors.ts'
import { DOCS_PATH } from './lib/request-path.ts'
import {
  watchChainHead,
  watchChainJobs,
  watchEventStreams,
  watchImageDecodes,
  watchPushes,
  watchSigner,
} from './metrics/gauges.ts'
import { accountExport } from './modules/account/export.ts'
import { exportParts, leaveParts } from './modules/account/parts.ts'
import { accountRoutes } from './modules/account/routes.ts'
import { accountService } from './modules/account/service.ts'
import { albumsRoutes } from './modules/albums/routes.ts'
import { albumsService } from './modules/albums/service.ts'
import { authRoutes } from './modules/auth/routes.ts'
import { authService } from './modules/auth/service.ts'
import { badgesRoutes } from './modules/badges/routes.ts'
import { badgesService } from './modules/badges/service.ts'
import { blocksService } from './modules/blocks/service.ts'
import { dailyInteractions } from './modules/daily/service.ts'
import { dailyUploads } from './modules/daily/uploads.ts'
import { emotionsRoutes } from './modules/emotions/routes.ts'
import { emotionsService } from './modules/emotions/service.ts'
import { openEventBus } from './modules/events/bus.ts'
import { eventsRoutes } from './modules/events/routes.ts'
import { StreamSlots } from './modules/events/slots.ts'
import { faucetService } from './modules/faucet/service.ts'
import { friendsRoutes } from './modules/friends/routes.ts'
import { friendsService } from './modules/friends/service.ts'
import { moderationRoutes } from './modules/moderation/routes.ts'
import { moderationService } from './modules/moderation/service.ts'
import { inboxService } from './modules/notifications/inbox.ts'
import { notificationsRoutes } from './modules/notifications/routes.ts'
import { notifier } from './modules/notifications/service.ts'
import { pointsLedger } from './modules/points/ledger.ts'
import { pointsRoutes } from './modules/points/routes.ts'
import { pointsService } from './modules/points/service.ts'
import { profilePage } from './modules/profiles/page.ts'
import { profilesRoutes } from './modules/profiles/routes.ts'
import { profilesService } from './modules/profiles/service.ts'
import { pushOutbox } from './modules/push/outbox.ts'
import { pushRoutes } from './modules/push/routes.ts'
import { pushService } from './modules/push/service.ts'
import { startPushWorker } from './modules/push/worker.ts'
import { searchRoutes } from './modules/search/routes.ts'
import { searchService } from './modules/search/service.ts'
import { socialLinksRoutes } from './modules/social-links/routes.ts'
import { socialLinksService } from './modules/social-links/service.ts'
import { publicConfigForRequest } from './modules/system/public-config.ts'
import { systemRepo } from './modules/system/repo.ts'
import { systemRoutes } from './modules/system/routes.ts'
import { tokensRoutes } from './modules/tokens/routes.ts'
import { withdrawalsRoutes } from './modules/withdrawals/routes.ts'
import { withdrawalsService } from './modules/withdrawals/service.ts'
import { openApiTransform, securitySchemes } from './openapi.ts'
import { accessPlugin } from './plugins/access.ts'
import { answerSerializerCompiler } from './plugins/answer-serializer.ts'
import { apiKeyPlugin } from './plugins/api-key.ts'
import { bodiesPlugin } from './plugins/bodies.ts'
import { errorsPlugin } from './plugins/errors.ts'
import { formRoutesCheck } from './plugins/forms.ts'
import { hostsPlugin } from './plugins/hosts.ts'
import { methodsPlugin } from './plugins/methods.ts'
import { metricsPlugin } from './plugins/metrics.ts'
import { rateLimitPlugin } from './plugins/rate-limit.ts'
import { refusalCheckPlugin } from './plugins/refusal-check.ts'
import { OneLinePerRequest } from './plugins/request-log.ts'
import { securityPlugin } from './plugins/security.ts'
import { webPlugin } from './plugins/web.ts'
import { imageForgetter } from './storage/forget-image.ts'
import { imagePipeline } from './storage/images.ts'
import { imageRoutes } from './storage/routes.ts'

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

  await app.register(fastifyCookie)
  // Every test holds each refusal to its route's declared codes (plugins/refusal-check.ts).
  if (deps.config.checkAnswers) await app.register(refusalCheckPlugin)
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
    transform: openApiTransform,
  })
  await app.register(fastifySwaggerUi, { routePrefix: DOCS_PATH })

  await app.register(errorsPlugin)
  await app.register(metricsPlugin, { token: deps.config.metricsToken, metrics: deps.metrics })
  await app.register(hostsPlugin, { allowed: deps.config.allowedHosts })
  await app.register(securityPlugin, { origins: deps.config.origins })
  await app.register(apiKeyPlugin, { keys: deps.config.apiKeys })
  // What modules write into one another's tables within their own transactions: they reach
  // notifications, the Whoom ledger and the daily counters only through these.
  const notifications = notifier({
    pushes: pushOutbox({ enabled: deps.config.push.vapid !== undefined }),
  })
  const ledger = pointsLedger({ notifier: notifications })
  const uploads = dailyUploads(deps.config.uploadsPerDay)
  const images = imagePipeline({
    blobs: deps.blobs,
    ...deps.config.images,
    admit: (wallet, now) => uploads.take(deps.db, wallet, now),
  })
  const interactions = dailyInteractions()
  const profiles = profilesService({
    db: deps.db,
    images,
    ledger,
    onJobQueued: deps.onChainJobQueued,
    cacheEntries: deps.config.cacheEntries,
  })
  const push = pushService({ db: deps.db, config: deps.config.push })
  const auth = authService({
    db: deps.db,
    chain: deps.chain,
    origins: deps.config.origins,
    refusal: async (wallet) =>
      (await profiles.isSuspended(wallet)) ? 'this wallet is suspended' : undefined,
    cacheEntries: deps.config.cacheEntries,
    onSessionsEnded: push.sessionsEnded,
  })
  await app.register(accessPlugin, { auth })
  await app.register(rateLimitPlugin, { db: deps.db, config: deps.config })
  const social = socialLinksService({ db: deps.db, config: deps.config, profiles })
  const faucet = faucetService({
    db: deps.db,
    chain: deps.chain,
    onJobQueued: deps.onChainJobQueued,
  })
  const withdrawals = withdrawalsService({
    db: deps.db,
    ledger,
    signals: deps.signedJobs,
    onJobQueued: deps.onChainJobQueued,
  })
  const blocks = blocksService({ db: deps.db })
  const emotions = emotionsService({ db: deps.db, profiles, blocks, ledger, interactions })
  const albums = albumsService({
    db: deps.db,
    images,
    profiles,
    blocks,
    interactions,
    ledger,
  })
  const badges = badgesService({
    db: deps.db,
    chain: deps.chain,
    onJobQueued: deps.onChainJobQueued,
    present: profiles.present,
  })
  const friends = friendsService({
    db: deps.db,
    profiles,
    blocks,
    ledger,
    notifier: notifications,
    networks: {
      emotion: (id, slice) => emotions.walletsFeeling(id, slice),
      badge: (id, slice) => badges.walletsShowing(id, slice),
    },
  })
  const search = searchService({ db: deps.db, profiles, friends, blocks })
  profiles.addSection(emotions.profileSection)
  profiles.addViewerSection(friends.viewerSection)
  profiles.addSection(albums.profileSection)
  profiles.addSection(badges.profileSection)
  profiles.addViewerSection(blocks.viewerSection)
  const forgetImage = imageForgetter(deps.blobs, [albums.showsImage, profiles.showsImage])
  const moderation = moderationService({
    db: deps.db,
    forgetImage,
    profiles,
    albums,
    auth,
    moderators: deps.config.adminWallets,
  })
  const exportOf = accountExport(exportParts(deps.db))
  const account = accountService({
    db: deps.db,
    isMember: profiles.hasProfile,
    leaveParts: leaveParts({ ledger, notifier: notifications }),
    forgetImage,
  })
  const points = pointsService({ db: deps.db, withdrawalsOf: withdrawals.detailsOf })
  const inbox = inboxService({ db: deps.db })
  const bus = await openEventBus({ db: deps.db, config: deps.config, log: app.log })
  app.addHook('onClose', () => bus.close())
  bus.onChange(profiles.forgetChanged)
  bus.onChange(auth.forgetChanged)
  const { vapid } = deps.config.push
  if (vapid) {
    const pushWorker = startPushWorker({
      db: deps.pushDb ?? deps.db,
      vapid,
      sources: { cards: profiles.cards, eitherWay: blocks.eitherWay },
      log: app.log,
      ...(deps.metrics ? { onOutcome: watchPushes(deps.metrics, push) } : {}),
    })
    // A notification written on any instance wakes every instance's sender.
    bus.onChange(pushWorker.wake)
    app.addHook('onClose', () => pushWorker.stop())
  }
  const streamSlots = new StreamSlots({
    perSession: deps.config.events.streamsPerSession,
    perWallet: deps.config.events.streamsPerWallet,
    perIp: deps.config.events.streamsPerIp,
  })
  if (deps.metrics) {
    watchEventStreams(deps.metrics, streamSlots)
    watchImageDecodes(deps.metrics, images)
    watchChainJobs(deps.metrics, deps.db)
    watchSigner(deps.metrics, deps.chain)
    watchChainHead(deps.metrics, deps.chainStatus)
  }

  await app.register(
    async (api) => {
      await systemRoutes(api, {
        ...deps,
        databaseAnswers: systemRepo(deps.db).answers,
        chainBacklog: () => chainBacklog(deps.db),
      })
      await authRoutes(api, { auth, faucet, isModerator: moderation.isModerator })
      await socialLinksRoutes(api, { social })
      await profilesRoutes(api, { profiles, publicUrl: deps.config.publicUrl })
      await pointsRoutes(api, { points })
      await notificationsRoutes(api, { inbox })
      await pushRoutes(api, { push, sessionOf: (id) => auth.sessionOf(id) })
      await accountRoutes(api, { exportOf, account })
      await moderationRoutes(api, { moderation })
      await eventsRoutes(api, {
        inbox,
        points,
        bus,
        sessions: auth,
        config: deps.config.events,
        slots: streamSlots,
      })
      await emotionsRoutes(api, { emotions })
      await friendsRoutes(api, { friends })
      await searchRoutes(api, { search })
      await albumsRoutes(api, { albums })
      await badgesRoutes(api, { badges })
      await withdrawalsRoutes(api, { withdrawals })
      await tokensRoutes(api, { chain: deps.chain })
      await imageRoutes(api, {
        blobs: deps.blobs,
        shownBy: [profiles.showsImageToOthers, albums.showsImageToOthers],
      })
    },
    { prefix: API_PREFIX },
  )

  await app.register(webPlugin, {
    root: deps.config.webDist,
    extrasFor: profilePage(profiles, deps.config.publicUrl),
    publicConfigFor: publicConfigForRequest(deps),
  })
  return app
}
