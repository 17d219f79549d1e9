import * as endpoints from '@memap/shared/endpoints/points'
import {
  checkUserPointQuerySchema,
  pageQuerySchema,
  pointBalanceSchema,
  pointHistoryPageSchema,
} from '@memap/shared/points'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { served } from '../../plugins/contract.ts'
import type { PointsService } from './service.ts'

/** The owner's Whoom balance and history. */
export async function pointsRoutes(app: FastifyInstance, { points }: { points: PointsService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>()

  routes.route({
    ...served(
      endpoints.pointBalance,
      { query: checkUserPointQuerySchema, data: pointBalanceSchema },
      "The wallet's Whoom balance; Checker tells whether it covers `point`",
    ),
    handler: async (request) => {
      const { point } = request.query
      const value = await points.balanceOf(request.actor())
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
    handler: async (request) => ({
      data: await points.historyPage(request.actor(), request.query.index),
    }),
  })
}
