import { SESSION_COOKIE } from '@memap/shared/auth'
import * as endpoints from '@memap/shared/endpoints/push'
import {
  pushOwnerSchema,
  pushSettingsBodySchema,
  pushSettingsSchema,
  pushSubscribeBodySchema,
  pushSubscriptionSchema,
  pushTestSchema,
  pushUnsubscribeBodySchema,
  pushUnsubscribedSchema,
} from '@memap/shared/push'
import { LOCALE_COOKIE, TIME_ZONE_COOKIE } from '@memap/shared/server-render'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { served } from '../../plugins/contract.ts'
import type { PushService, SessionOfRequest } from './service.ts'
import { pushLanguage } from './texts.ts'

export async function pushRoutes(
  app: FastifyInstance,
  deps: {
    push: PushService
    /** The live session of a session cookie (the auth module's). */
    sessionOf: (sessionId: string) => Promise<SessionOfRequest | undefined>
  },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>()
  const { push } = deps

  /** The request's session: an owner route has one, checked before the handler ran. */
  async function sessionOf(request: FastifyRequest): Promise<SessionOfRequest> {
    const session = await deps.sessionOf(request.cookies[SESSION_COOKIE] ?? '')
    if (!session) throw await request.signInFirst()
    return session
  }

  routes.route({
    ...served(
      endpoints.pushSubscribe,
      { body: pushSubscribeBodySchema, data: pushSubscriptionSchema },
      "Subscribes this device (the browser's push subscription) to the owner's pushes",
    ),
    handler: async (request) => ({
      data: await push.subscribe(request.actor(), await sessionOf(request), {
        subscription: request.body.subscription,
        types: request.body.types,
        language: pushLanguage(request.cookies[LOCALE_COOKIE], request.headers['accept-language']),
      }),
    }),
  })

  routes.route({
    ...served(
      endpoints.pushUnsubscribe,
      { body: pushUnsubscribeBodySchema, data: pushUnsubscribedSchema },
      "Ends the owner's subscription of an endpoint",
    ),
    handler: async (request) => ({
      data: { Removed: await push.unsubscribe(request.actor(), request.body.endpoint) },
    }),
  })

  routes.route({
    ...served(
      endpoints.pushSubscriptions,
      { query: pushOwnerSchema, data: z.array(pushSubscriptionSchema) },
      "The owner's devices that receive pushes, and what each receives",
    ),
    handler: async (request) => ({
      data: await push.subscriptions(request.actor(), (await sessionOf(request)).publicId),
    }),
  })

  routes.route({
    ...served(
      endpoints.pushSettings,
      { query: pushOwnerSchema, data: pushSettingsSchema },
      "The owner's quiet hours and their time zone",
    ),
    handler: async (request) => ({ data: await push.settings(request.actor()) }),
  })

  routes.route({
    ...served(
      endpoints.updatePushSettings,
      { body: pushSettingsBodySchema, data: pushSettingsSchema },
      "Sets the owner's quiet hours (pushes wait for their end), or none",
    ),
    handler: async (request) => ({
      data: await push.updateSettings(request.actor(), {
        quietHours: request.body.quietHours,
        timeZone: request.body.timeZone,
        browserTimeZone: request.cookies[TIME_ZONE_COOKIE],
      }),
    }),
  })

  routes.route({
    ...served(
      endpoints.pushTest,
      { body: pushOwnerSchema, data: pushTestSchema },
      "Sends a test push to this device's subscriptions",
    ),
    handler: async (request) => ({
      data: await push.test(request.actor(), (await sessionOf(request)).publicId),
    }),
  })
}
