import * as endpoints from '@memap/shared/endpoints/friends'
import { doneSchema } from '@memap/shared/envelope'
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
import { served } from '../../plugins/contract.ts'
import type { FriendsService } from './service.ts'

export async function friendsRoutes(
  app: FastifyInstance,
  { friends }: { friends: FriendsService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>()

  routes.route({
    ...served(
      endpoints.sendFriendRequest,
      { body: friendRequestBodySchema, data: doneSchema },
      "Asks to be friends; holds the target's SNV in Whoom until answered",
    ),
    handler: async (request) => {
      await friends.request(request.actor(), request.body.targetWalletAddr)
      return { data: true as const }
    },
  })

  routes.route({
    ...served(
      endpoints.answerFriendRequest,
      { body: friendResponseBodySchema, data: doneSchema },
      'Accepts or rejects the pending request from targetWalletAddr',
    ),
    handler: async (request) => {
      const { targetWalletAddr, rejection } = request.body
      await friends.respond(request.actor(), targetWalletAddr, rejection)
      return { data: true as const }
    },
  })

  routes.route({
    ...served(
      endpoints.endFriendship,
      { body: friendDeleteBodySchema, data: doneSchema },
      'Ends a friendship (costs 20 Whoom)',
    ),
    handler: async (request) => {
      await friends.remove(request.actor(), request.body.targetWalletAddr)
      return { data: true as const }
    },
  })

  routes.route({
    ...served(
      endpoints.friendList,
      { query: friendListQuerySchema, data: z.array(friendSchema) },
      "A member's friends, newest friendship first",
    ),
    handler: async (request) => ({ data: await friends.list(request.query.walletAddr) }),
  })

  routes.route({
    ...served(
      endpoints.recommendedMembers,
      { query: recommendQuerySchema, data: recommendPageSchema },
      'Members of the network behind an identity tag, 10 a page, shuffled by seed',
    ),
    handler: async (request) => {
      const { objectId, index, seed } = request.query
      const viewer = await request.sessionWallet()
      return { data: await friends.recommend(viewer, objectId, index, seed) }
    },
  })

  routes.route({
    ...served(
      endpoints.blockMember,
      { body: blockBodySchema, data: doneSchema },
      'Blocks a member: no requests, cheers or likes between the two; ends a friendship ' +
        '(no fee) and cancels a pending request (refunded); the member is not told',
    ),
    handler: async (request) => {
      await friends.block(request.actor(), request.body.targetWalletAddr)
      return { data: true as const }
    },
  })

  routes.route({
    ...served(
      endpoints.unblockMember,
      { body: blockBodySchema, data: doneSchema },
      'Stops blocking a member (a friendship the block ended stays ended)',
    ),
    handler: async (request) => {
      await friends.unblock(request.actor(), request.body.targetWalletAddr)
      return { data: true as const }
    },
  })

  routes.route({
    ...served(
      endpoints.blockedMembers,
      { query: friendListQuerySchema, data: z.array(blockedMemberSchema) },
      'The members the owner blocks, the latest first',
    ),
    handler: async (request) => ({ data: await friends.blockList(request.actor()) }),
  })
}
