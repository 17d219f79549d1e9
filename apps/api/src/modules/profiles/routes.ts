import * as endpoints from '@memap/shared/endpoints/profile'
import { doneSchema, textSchema } from '@memap/shared/envelope'
import {
  checkUsernameQuerySchema,
  joinRewardQuerySchema,
  joinRewardSchema,
  nftMetadataSchema,
  nftStatusSchema,
  registeredSchema,
  registerFieldsSchema,
  USERNAME_FREE,
  USERNAME_LOOK_ALIKE,
  USERNAME_TAKEN,
  updateCustomUrlFieldsSchema,
  updateFieldsSchema,
  userCheckBodySchema,
  userInfoQuerySchema,
  userInfoSchema,
  usernameCheckSchema,
} from '@memap/shared/profile'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { routeConfig, served } from '../../plugins/contract.ts'
import { withForms } from '../../plugins/forms.ts'
import { linkOrigin } from '../../plugins/hosts.ts'
import type { ProfilesService } from './service.ts'

/** The check's answer for each way a name may clash with another member's. */
const USERNAME_ANSWER = {
  free: USERNAME_FREE,
  taken: USERNAME_TAKEN,
  'look-alike': USERNAME_LOOK_ALIKE,
} as const

/** Membership and profiles: check, name check, register, update, the public profile, NFT metadata. */
export async function profilesRoutes(
  app: FastifyInstance,
  { profiles, publicUrl }: { profiles: ProfilesService; publicUrl: string | undefined },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>()

  routes.route({
    ...served(
      endpoints.hasMeMap,
      { body: userCheckBodySchema, data: nftStatusSchema },
      'Whether the wallet has registered a MeMap',
    ),
    handler: async (request) => ({
      data: { NftStatus: await profiles.hasProfile(request.body.walletAddr) },
    }),
  })

  routes.route({
    ...served(
      endpoints.joinReward,
      { query: joinRewardQuerySchema, data: joinRewardSchema },
      'The Whoom that joining would pay the wallet now: 30, or 0 when it was paid before',
    ),
    handler: async (request) => ({
      data: { Reward: await profiles.joinReward(request.actor()) },
    }),
  })

  routes.route({
    ...served(
      endpoints.checkUsername,
      { query: checkUsernameQuerySchema, data: usernameCheckSchema },
      'Whether a name is free (names compare as read: case, separators, look-alikes)',
    ),
    handler: async (request) => ({
      data: USERNAME_ANSWER[(await profiles.nameClash(request.query.user_name)) ?? 'free'],
    }),
  })

  await withForms(app, (scope) => {
    const forms = scope.withTypeProvider<ZodTypeProvider>()
    forms.route({
      ...served(
        endpoints.registerProfile,
        { body: registerFieldsSchema, form: true, file: 'optional', data: registeredSchema },
        'Creates the MeMap: the profile, the NFT mint and the 30 Whoom reward (once per wallet)',
      ),
      handler: async (request) => {
        const { file, ...fields } = request.body
        return { data: { Reward: await profiles.register(request.actor(), fields, file) } }
      },
    })

    forms.route({
      ...served(
        endpoints.updateProfile,
        { body: updateFieldsSchema, form: true, file: 'optional', data: doneSchema },
        'Edits the MeMap',
      ),
      handler: async (request) => {
        const { file, ...fields } = request.body
        await profiles.update(request.actor(), fields, file)
        return { data: true as const }
      },
    })

    forms.route({
      ...served(
        endpoints.updateCustomUrl,
        { body: updateCustomUrlFieldsSchema, form: true, data: textSchema },
        'Sets or clears the custom link',
      ),
      handler: async (request) => {
        await profiles.updateCustomUrl(request.actor(), request.body.custom_url)
        return { data: request.body.custom_url ?? '' }
      },
    })
  })

  routes.route({
    ...served(
      endpoints.userInfo,
      { query: userInfoQuerySchema, data: userInfoSchema },
      'The profile of targetWalletAddr as the signed-in wallet (walletAddr) sees it',
    ),
    // Answered as it returns when the session and the profile are both in memory (most reads):
    // no promise, no microtask (bench/RESULTS.md, "API"); read first otherwise.
    handler: (request) => {
      const target = request.query.targetWalletAddr
      const known = request.knownSessionWallet()
      const cached = known !== undefined && profiles.cachedInfo(target, known ?? undefined)
      if (cached) return { data: cached }
      return request
        .sessionWallet()
        .then(async (viewer) => ({ data: await profiles.info(target, viewer) }))
    },
  })

  routes.get(
    endpoints.nftMetadata.path,
    {
      config: routeConfig(endpoints.nftMetadata),
      schema: {
        summary: 'ERC-721 metadata of a MeMap',
        params: z.object({ tokenId: z.string().regex(/^\d{1,78}$/, 'must be a token id') }),
        response: { 200: nftMetadataSchema },
      },
    },
    async (request, reply) => {
      const tokenId = BigInt(request.params.tokenId).toString()
      return profiles.nftMetadata(tokenId, linkOrigin(request, reply, publicUrl))
    },
  )
}
