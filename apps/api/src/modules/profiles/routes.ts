import { envelopeSchema } from '@memap/shared/envelope'
import {
  checkUsernameQuerySchema,
  nftMetadataSchema,
  nftStatusSchema,
  registerFieldsSchema,
  USERNAME_FREE,
  USERNAME_TAKEN,
  updateCustomUrlFieldsSchema,
  updateFieldsSchema,
  userCheckBodySchema,
  userInfoQuerySchema,
  userInfoSchema,
} from '@memap/shared/profile'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { notFound } from '../../errors.ts'
import { imageUrl } from '../../storage/images.ts'
import { uploadedFileSchema } from '../../storage/uploaded-file.ts'
import type { ProfilesService } from './service.ts'

const multipart = { consumes: ['multipart/form-data'] }

/** Membership and profiles: check, name check, register, update, the public profile, NFT metadata. */
export async function profilesRoutes(
  app: FastifyInstance,
  { profiles, publicUrl }: { profiles: ProfilesService; publicUrl: string | undefined },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>()

  routes.post(
    '/user/check',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Whether the wallet has registered a MeMap',
        body: userCheckBodySchema,
        response: { 200: envelopeSchema(nftStatusSchema) },
      },
    },
    async (request) => ({
      data: { NftStatus: await profiles.hasProfile(request.body.walletAddr) },
    }),
  )

  routes.get(
    '/profile/checkUsername',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Whether a name is free (names compare case-insensitively)',
        querystring: checkUsernameQuerySchema,
        response: { 200: envelopeSchema(z.enum([USERNAME_FREE, USERNAME_TAKEN])) },
      },
    },
    async (request) => ({
      data: (await profiles.nameTaken(request.query.user_name)) ? USERNAME_TAKEN : USERNAME_FREE,
    }),
  )

  routes.post(
    '/profile/register',
    {
      config: { access: 'owner' },
      schema: {
        summary: 'Creates the MeMap: the profile, the NFT mint and the 30 Whoom reward',
        ...multipart,
        body: registerFieldsSchema.extend({ file: uploadedFileSchema }),
        response: { 200: envelopeSchema(z.literal(true)) },
      },
    },
    async (request) => {
      const { file, ...fields } = request.body
      await profiles.register(fields, file)
      return { data: true as const }
    },
  )

  routes.post(
    '/profile/update',
    {
      config: { access: 'owner' },
      schema: {
        summary: 'Edits the MeMap',
        ...multipart,
        body: updateFieldsSchema.extend({ file: uploadedFileSchema }),
        response: { 200: envelopeSchema(z.literal(true)) },
      },
    },
    async (request) => {
      const { file, ...fields } = request.body
      await profiles.update(fields, file)
      return { data: true as const }
    },
  )

  routes.post(
    '/profile/updateCustomURL',
    {
      config: { access: 'owner' },
      schema: {
        summary: 'Sets or clears the custom link',
        ...multipart,
        body: updateCustomUrlFieldsSchema,
        response: { 200: envelopeSchema(z.string()) },
      },
    },
    async (request) => {
      await profiles.updateCustomUrl(request.body.wallet_addr, request.body.custom_url)
      return { data: request.body.custom_url ?? '' }
    },
  )

  routes.get(
    '/user/info',
    {
      config: { access: 'public' },
      schema: {
        summary: 'The profile of targetWalletAddr as walletAddr sees it',
        querystring: userInfoQuerySchema,
        response: { 200: envelopeSchema(userInfoSchema) },
      },
    },
    async (request) => {
      const { targetWalletAddr, walletAddr } = request.query
      const signedIn = await request.sessionWallet()
      return { data: await profiles.info(targetWalletAddr, walletAddr, signedIn) }
    },
  )

  routes.get(
    '/nft/:tokenId',
    {
      config: { access: 'public' },
      schema: {
        summary: 'ERC-721 metadata of a MeMap',
        params: z.object({ tokenId: z.string().regex(/^\d{1,78}$/, 'must be a token id') }),
        response: { 200: nftMetadataSchema },
      },
    },
    async (request) => {
      const user = await profiles.findByTokenId(BigInt(request.params.tokenId).toString())
      if (!user) throw notFound('no such MeMap')
      const origin = publicUrl ?? `${request.protocol}://${request.host}`
      return {
        name: `MeMap #${user.token_id}`,
        description: user.description || `${user.name}'s MeMap`,
        image: user.profile_image ? `${origin}${imageUrl(user.profile_image)}` : '',
        attributes: [
          { trait_type: 'Name', value: user.name },
          { trait_type: 'SNV', value: user.svn },
        ],
      }
    },
  )
}
