import { API_PREFIX } from '@memap/shared/api'
import * as endpoints from '@memap/shared/endpoints/social'
import { textSchema } from '@memap/shared/envelope'
import {
  telegramLinkBodySchema,
  xUnlinkedSchema,
  xUpdateStatusBodySchema,
} from '@memap/shared/social'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { routeConfig, served } from '../../plugins/contract.ts'
import type { SocialLinksService } from './service.ts'

const FLOW_COOKIE = 'memap_x_flow'
const flowCookie = {
  path: `${API_PREFIX}${endpoints.linkX.path}`,
  httpOnly: true,
  sameSite: 'lax' as const,
  maxAge: 60 * 60,
}

export async function socialLinksRoutes(
  app: FastifyInstance,
  { social }: { social: SocialLinksService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>()

  routes.get(
    endpoints.linkX.path,
    {
      // A browser navigation: it names no wallet, so the session alone says whose X it links.
      config: routeConfig(endpoints.linkX),
      schema: { summary: 'Starts linking an X account (OAuth 2 with PKCE); redirects to X' },
    },
    async (request, reply) => {
      const flow = await social.startX(request.actor())
      reply.setCookie(FLOW_COOKIE, flow.cookie, {
        ...flowCookie,
        secure: request.protocol === 'https',
      })
      return reply.redirect(flow.url)
    },
  )

  routes.get(
    endpoints.linkXCallback.path,
    {
      config: routeConfig(endpoints.linkXCallback),
      schema: {
        summary: 'Where X sends the browser back; links the account and returns to the profile',
        querystring: z.object({ state: z.string().max(200), code: z.string().max(2000) }),
      },
    },
    async (request, reply) => {
      const wallet = await request.sessionWallet()
      const cookie = request.cookies[FLOW_COOKIE]
      reply.clearCookie(FLOW_COOKIE, { path: flowCookie.path })
      const handle = await social.finishX(request.query, cookie, wallet)
      return reply.redirect(`/memap?${new URLSearchParams({ TwitterHandle: handle })}`)
    },
  )

  routes.route({
    ...served(
      endpoints.unlinkX,
      { body: xUpdateStatusBodySchema, data: xUnlinkedSchema },
      'Unlinks the X account (x must be empty)',
    ),
    handler: async (request) => {
      await social.unlinkX(request.actor())
      return { data: '' as const }
    },
  })

  routes.route({
    ...served(
      endpoints.linkTelegram,
      { body: telegramLinkBodySchema, data: textSchema },
      "Links a Telegram account from the login widget's signed payload",
    ),
    handler: async (request) => ({
      data: await social.linkTelegram(request.actor(), request.body.authData),
    }),
  })
}
