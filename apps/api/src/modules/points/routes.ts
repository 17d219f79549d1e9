import * as endpoints from '@memap/shared/endpoints/points'
import {
  checkUserPointQuerySchema,
  pageQuerySchema,
  pointBalanceSchema,
  pointHistoryPageSchema,
} from '@memap/shared/points'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Db } from '../../db/database.ts'
import { served } from '../../plugins/contract.ts'
import { historyPage } from './history.ts'
import { balanceOf } from './service.ts'

/** The owner's Whoom balance and history. */
export async function pointsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const routes = app.withTypeProvider<ZodTypeProvider>()

  routes.route({
    ...served(
      endpoints.pointBalance,
      { query: checkUserPointQuerySchema, data: pointBalanceSchema },
      "The wallet's Whoom balance; Checker tells whether it covers `point`",
    ),
    config: { access: 'owner' },
    handler: async (request) => {
      const { walletAddr, point } = request.query
      const value = await balanceOf(db, walletAddr)
      return {
        data: point === undefined ? { Value: value } : { Value: value, Checker: value >= point },
      }
    },
  })

  routes.route({
    ...served(
      endpoints.pointHistory,
      { query: pageQuerySchema, data: pointHistoryPageSchema },
      "A page of the owner's Whoom history, newest first (20 a page)",
    ),
    config: { access: 'owner' },
    handler: async (request) => ({
      data: await historyPage(db, request.query.walletAddr, request.query.index),
    }),
  })
}
