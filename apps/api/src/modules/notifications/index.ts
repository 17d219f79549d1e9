import { declareModule } from '../../module-declaration.ts'
import { notificationsExport } from './export.ts'
import { inboxService } from './inbox.ts'
import { notificationsLeave } from './leave.ts'
import { notificationsRoutes } from './routes.ts'

/** A member's news: the inbox. Others write it through the notifier app.ts hands them. */
export const notificationsModule = declareModule()({
  name: 'notifications',
  needs: {},
  make: (_needs, { db }) => inboxService({ db }),
  routes: (api, inbox) => notificationsRoutes(api, { inbox }),
  walletTables: {
    notifications: {
      columns: ['wallet_addr', 'actor_addr', 'target_addr'],
      export: { part: 'Notifications' },
      leave: { removes: ['wallet_addr'] },
    },
    notification_reads: {
      columns: ['wallet_addr'],
      export: { none: 'how far the news was read: the notifications themselves are exported' },
      leave: { removes: ['wallet_addr'] },
    },
  },
  exportPart: notificationsExport,
  leavePart: () => notificationsLeave,
})
