import { envelopeSchema } from '@memap/shared/envelope'
import {
  blockBodySchema,
  blockedMemberSchema,
  friendDeleteBodySchema,
  friendListQuerySchema,
  friendRequestBodySchema,
  friendResponseBodySchema,
  friendSchema,
  recommendPageSchema,
  recommendQuerySchema,
} from '@memap/shared/friends'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { FriendsService } from './service.ts'

const done = envelopeSchema(z.literal(true))

export async function friendsRoutes(
  app: FastifyInstance,
  { friends }: { friends: FriendsService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>()

  routes.post(
    '/friends/request',
    {
      config: { access: 'owner' },
      schema: {
        summary: "Asks to be friends; holds the target's SNV in Whoom until answered",
        body: friendRequestBodySchema,
        response: { 200: done },
      },
    },
    async (request) => {
      await friends.request(request.body.walletAddr, request.body.targetWalletAddr)
      return { data: true as const }
    },
  )

  routes.post(
    '/friends/response',
    {
      config: { access: 'owner' },
      schema: {
        summary: 'Accepts or rejects the pending request from targetWalletAddr',
        body: friendResponseBodySchema,
        response: { 200: done },
      },
    },
    async (request) => {
      const { walletAddr, targetWalletAddr, rejection } = request.body
      await friends.respond(walletAddr, targetWalletAddr, rejection)
      return { data: true as const }
    },
  )

  routes.post(
    '/friends/delete',
    {
      config: { access: 'owner' },
      schema: {
        summary: 'Ends a friendship (costs 20 Whoom)',
        body: friendDeleteBodySchema,
        response: { 200: done },
      },
    },
    async (request) => {
      await friends.remove(request.body.walletAddr, request.body.targetWalletAddr)
      return { data: true as const }
    },
  )

  routes.get(
    '/friends/list',
    {
      config: { access: 'public' },
      schema: {
        summary: "A member's friends, newest friendship first",
        querystring: friendListQuerySchema,
        response: { 200: envelopeSchema(z.array(friendSchema)) },
      },
    },
    async (request) => ({ data: await friends.list(request.query.walletAddr) }),
  )

  routes.get(
    '/friends/recommend/list',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Members of the network behind an identity tag, 10 a page, shuffled by seed',
        querystring: recommendQuerySchema,
        response: { 200: envelopeSchema(recommendPageSchema) },
      },
    },
    async (request) => {
      const { walletAddr, objectId, index, seed } = request.query
      return { data: await friends.recommend(walletAddr, objectId, index, seed) }
    },
  )

  routes.post(
    '/block',
    {
      config: { access: 'owner' },
      schema: {
        summary:
          'Blocks a member: no requests, cheers or likes between the two; ends a friendship ' +
          '(no fee) and cancels a pending request (refunded); the member is not told',
        body: blockBodySchema,
        response: { 200: done },
      },
    },
    async (request) => {
      await friends.block(request.body.walletAddr, request.body.targetWalletAddr)
      return { data: true as const }
    },
  )

  routes.post(
    '/unblock',
    {
      config: { access: 'owner' },
      schema: {
        summary: 'Stops blocking a member (a friendship the block ended stays ended)',
        body: blockBodySchema,
        response: { 200: done },
      },
    },
    async (request) => {
      await friends.unblock(request.body.walletAddr, request.body.targetWalletAddr)
      return { data: true as const }
    },
  )

  routes.get(
    '/block/list',
    {
      config: { access: 'owner' },
      schema: {
        summary: 'The members the owner blocks, the latest first',
        querystring: friendListQuerySchema,
        response: { 200: envelopeSchema(z.array(blockedMemberSchema)) },
      },
    },
    async (request) => ({ data: await friends.blockList(request.query.walletAddr) }),
  )
}
