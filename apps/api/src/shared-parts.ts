import type { AppDeps } from './deps.ts'
import { dailyInteractions } from './modules/daily/service.ts'
import { dailyUploads } from './modules/daily/uploads.ts'
import { notifier } from './modules/notifications/service.ts'
import { pointsLedger } from './modules/points/ledger.ts'
import { pushOutbox } from './modules/push/outbox.ts'
import { imagePipeline } from './storage/images.ts'

/**
 * What modules write into one another's tables within their own transactions, made once for all
 * and needed by name: they reach notifications, the Whoom ledger and the daily counters only
 * through these. The image pipeline counts each picture against the daily uploads.
 */
export function sharedParts(deps: AppDeps) {
  const notifications = notifier({
    pushes: pushOutbox({ enabled: deps.config.push.vapid !== undefined }),
  })
  const uploads = dailyUploads(deps.config.uploadsPerDay)
  return {
    notifier: notifications,
    ledger: pointsLedger({ notifier: notifications }),
    interactions: dailyInteractions(),
    images: imagePipeline({
      blobs: deps.blobs,
      ...deps.config.images,
      admit: (wallet, now) => uploads.take(deps.db, wallet, now),
    }),
  }
}
