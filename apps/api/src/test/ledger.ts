import { notifier } from '../modules/notifications/service.ts'
import { pointsLedger } from '../modules/points/ledger.ts'

/** The points ledger as app.ts builds it, for tests (and test processes) that post Whoom. */
export const ledger = pointsLedger({ notifier: notifier() })
