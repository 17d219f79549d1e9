import { pushSubscribe, pushTest, updatePushSettings } from '@memap/shared/endpoints/push'
import { watchPushes } from '../../metrics/gauges.ts'
import { declareModule } from '../../module-declaration.ts'
import type { EventsService } from '../events/index.ts'
import type { ReadsService } from '../reads/service.ts'
import { pushExport } from './export.ts'
import { pushLeave } from './leave.ts'
import { pushRoutes } from './routes.ts'
import { pushService, type SessionOfRequest } from './service.ts'
import { startPushWorker } from './worker.ts'

/** Web Push to the members' devices, and the sender that sends it (with VAPID keys set). */
export const pushModule = declareModule<
  { reads: ReadsService; events: EventsService },
  // The auth module's by its shape: auth is made with this module's service.
  { auth: { sessionOf: (sessionId: string) => Promise<SessionOfRequest | undefined> } }
>()({
  name: 'push',
  needs: { reads: true, events: true },
  routeNeeds: { auth: true },
  refusals: [
    [pushSubscribe, ['push_endpoint_refused', 'push_key_invalid', 'push_off']],
    [updatePushSettings, ['unknown_time_zone']],
    [pushTest, ['no_push_subscription', 'push_off']],
  ],
  make({ reads, events }, { db, pushDb, config, log, onClose, metrics }) {
    const push = pushService({ db, config: config.push })
    const { vapid } = config.push
    if (vapid) {
      const worker = startPushWorker({
        db: pushDb ?? db,
        vapid,
        held: reads.pushesHeld,
        log,
        ...(metrics ? { onOutcome: watchPushes(metrics, push) } : {}),
      })
      // A notification written on any instance wakes every instance's sender.
      events.bus.onChange(worker.wake)
      onClose(() => worker.stop())
    }
    return push
  },
  routes: (api, push, { auth }) => pushRoutes(api, { push, sessionOf: (id) => auth.sessionOf(id) }),
  walletTables: {
    push_subscriptions: {
      columns: ['wallet_addr'],
      export: { part: 'PushSubscriptions' },
      leave: { removes: ['wallet_addr'] },
    },
    push_outbox: {
      columns: ['wallet_addr', 'actor_addr'],
      export: {
        none: 'pushes on their way, each the copy of an exported notification, gone within minutes',
      },
      leave: { removes: ['wallet_addr'] },
    },
    push_settings: {
      columns: ['wallet_addr'],
      export: { part: 'PushQuietHours' },
      leave: { removes: ['wallet_addr'] },
    },
  },
  exportPart: pushExport,
  leavePart: () => pushLeave,
})
