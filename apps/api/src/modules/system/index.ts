import { chainBacklog } from '../../chain/tx-queue.ts'
import { declareModule } from '../../module-declaration.ts'
import { publicConfigForRequest } from './public-config.ts'
import { systemRepo } from './repo.ts'
import { systemRoutes } from './routes.ts'

/** The config, health and docs: what a client asks before it knows anything. */
export const systemModule = declareModule()({
  name: 'system',
  needs: {},
  routes: (api, _service, _needs, context) =>
    systemRoutes(api, {
      ...context,
      databaseAnswers: systemRepo(context.db).answers,
      chainBacklog: () => chainBacklog(context.db),
    }),
  page: (_service, context) => ({ publicConfigFor: publicConfigForRequest(context) }),
})
