import fastifyCookie from '@fastify/cookie'
import fastifyMultipart from '@fastify/multipart'
import fastifySwagger from '@fastify/swagger'
import fastifySwaggerUi from '@fastify/swagger-ui'
import { API_KEY_HEADER, API_PREFIX } from '@memap/shared/api'
import { IMAGE_MAX_BYTES } from '@memap/shared/rules'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod'
import type { ChainContext } from './chain/context.ts'
import type { Config } from './config.ts'
import type { Db } from './db/database.ts'
import { albumsRoutes } from './modules/albums/routes.ts'
import { albumsService } from './modules/albums/service.ts'
import { authRoutes } from './modules/auth/routes.ts'
import { authService } from './modules/auth/service.ts'
import { badgesRoutes } from './modules/badges/routes.ts'
import { badgesService } from './modules/badges/service.ts'
import { emotionsRoutes } from './modules/emotions/routes.ts'
import { emotionsService } from './modules/emotions/service.ts'
import { faucetService } from './modules/faucet/service.ts'
import { friendsRoutes } from './modules/friends/routes.ts'
import { friendsService } from './modules/friends/service.ts'
import { notificationsRoutes } from './modules/notifications/routes.ts'
import { pointsRoutes } from './modules/points/routes.ts'
import { profilePreview } from './modules/profiles/preview.ts'
import { profilesRoutes } from './modules/profiles/routes.ts'
import { profilesService } from './modules/profiles/service.ts'
import { socialLinksRoutes } from './modules/social-links/routes.ts'
import { socialLinksService } from './modules/social-links/service.ts'
import { systemRoutes } from './modules/system/routes.ts'
import { tokensRoutes } from './modules/tokens/routes.ts'
import { withdrawalsRoutes } from './modules/withdrawals/routes.ts'
import { withdrawalsService } from './modules/withdrawals/service.ts'
import { accessPlugin } from './plugins/access.ts'
import { apiKeyPlugin } from './plugins/api-key.ts'
import { errorsPlugin } from './plugins/errors.ts'
import { rateLimitPlugin } from './plugins/rate-limit.ts'
import { securityPlugin } from './plugins/security.ts'
import { webPlugin } from './plugins/web.ts'
import type { BlobStore } from './storage/blob-store.ts'
import { imageRoutes } from './storage/routes.ts'

/** What every module is built with: read once at start and passed in. */
export interface AppDeps {
  config: Config
  db: Db
  chain: ChainContext
  blobs: BlobStore
  /** Tells the chain worker that a job was queued. */
  onChainJobQueued: () => void
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call a route: anyone, or only the wallet the request names (decisions §2). */
    access?: 'public' | 'owner'
  }
}

/** Builds the app: external plugins, then our own plugins, then the modules' routes. */
export async function buildApp(
  deps: AppDeps,
  options: { logger?: FastifyServerOptions['logger'] } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: true,
    bodyLimit: 1024 * 1024,
  })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  await app.register(fastifyCookie)
  await app.register(fastifyMultipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 20, fieldSize: 64 * 1024 },
  })
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'MeMap API', version: '0' },
      components: {
        securitySchemes: { apiKey: { type: 'apiKey', in: 'header', name: API_KEY_HEADER } },
      },
    },
    transform: jsonSchemaTransform,
  })
  await app.register(fastifySwaggerUi, { routePrefix: `${API_PREFIX}/docs` })

  await app.register(errorsPlugin)
  await app.register(securityPlugin, { origins: deps.config.origins })
  await app.register(apiKeyPlugin, { keys: deps.config.apiKeys })
  const auth = authService({ db: deps.db, chain: deps.chain, origins: deps.config.origins })
  await app.register(accessPlugin, { auth })
  await app.register(rateLimitPlugin, { db: deps.db, config: deps.config })
  const profiles = profilesService({
    db: deps.db,
    blobs: deps.blobs,
    onJobQueued: deps.onChainJobQueued,
  })
  const social = socialLinksService({ db: deps.db, config: deps.config, profiles })
  const faucet = faucetService({
    db: deps.db,
    chain: deps.chain,
    onJobQueued: deps.onChainJobQueued,
  })
  const withdrawals = withdrawalsService({ db: deps.db, onJobQueued: deps.onChainJobQueued })
  const emotions = emotionsService({ db: deps.db, profiles })
  const albums = albumsService({ db: deps.db, blobs: deps.blobs, profiles })
  const badges = badgesService({ db: deps.db, chain: deps.chain })
  const friends = friendsService({
    db: deps.db,
    profiles,
    networks: {
      emotion: (id) => emotions.walletsFeeling(id),
      badge: (id) => badges.walletsShowing(id),
    },
  })
  for (const section of [
    emotions.profileSection,
    friends.profileSection,
    albums.profileSection,
    badges.profileSection,
  ]) {
    profiles.addSection(section)
  }

  await app.register(
    async (api) => {
      await systemRoutes(api, deps)
      await authRoutes(api, { auth, faucet })
      await socialLinksRoutes(api, { social })
      await profilesRoutes(api, { profiles, publicUrl: deps.config.publicUrl })
      await pointsRoutes(api, { db: deps.db })
      await notificationsRoutes(api, { db: deps.db })
      await emotionsRoutes(api, { emotions })
      await friendsRoutes(api, { friends })
      await albumsRoutes(api, { albums })
      await badgesRoutes(api, { badges })
      await withdrawalsRoutes(api, { withdrawals })
      await tokensRoutes(api, { chain: deps.chain })
      await imageRoutes(api, { blobs: deps.blobs })
    },
    { prefix: API_PREFIX },
  )

  await app.register(webPlugin, {
    root: deps.config.webDist,
    previewFor: profilePreview(profiles, deps.config.publicUrl),
  })
  return app
}
