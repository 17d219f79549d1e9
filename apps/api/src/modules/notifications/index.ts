import { declareModule } from '../../module-declaration.ts'
import { inboxService } from './inbox.ts'
import { notificationsRoutes } from './routes.ts'

/** A member's news: the inbox. Others write it through the notifier app.ts hands them. */
export const notificationsModule = declareModule()({
  name: 'notifications',
  needs: {},
  make: (_needs, { db }) => inboxService({ db }),
  routes: (api, inbox) => notificationsRoutes(api, { inbox }),
})
