import { liveEvents } from '@memap/shared/endpoints/notifications'
import { declareModule, type ServiceOf } from '../../module-declaration.ts'
import type { SessionLookup } from '../../plugins/access.ts'
import type { InboxService } from '../notifications/inbox.ts'
import type { PointsService } from '../points/service.ts'
import { openEventBus } from './bus.ts'
import { eventsRoutes } from './routes.ts'
import { StreamSlots } from './slots.ts'

/** The live events: the bus between instances, and each member's event stream. */
export const eventsModule = declareModule<
  Record<never, never>,
  // The auth module's by its shape: auth is made with this module's bus.
  { notifications: InboxService; points: PointsService; auth: SessionLookup }
>()({
  name: 'events',
  needs: {},
  routeNeeds: { notifications: true, points: true, auth: true },
  refusals: [[liveEvents, ['too_many_streams']]],
  async make(_needs, { db, config, log, onClose }) {
    const bus = await openEventBus({ db, config, log })
    onClose(() => bus.close())
    const slots = new StreamSlots({
      perSession: config.events.streamsPerSession,
      perWallet: config.events.streamsPerWallet,
      perIp: config.events.streamsPerIp,
    })
    return { bus, slots }
  },
  routes: (api, { bus, slots }, { notifications, points, auth }, { config }) =>
    eventsRoutes(api, {
      inbox: notifications,
      points,
      bus,
      sessions: auth,
      config: config.events,
      slots,
    }),
})

export type EventsService = ServiceOf<typeof eventsModule>
