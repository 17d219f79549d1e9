import type { ExportPart } from '../../core/account-parts.ts'
import type { Db } from '../../db/database.ts'
import { endpointHost } from './endpoint.ts'
import { bitsToKinds } from './kinds.ts'
import { pushRepo } from './repo.ts'

/**
 * The devices that receive pushes: the push service's host and what each receives, not the
 * endpoint's path nor the keys (whoever holds those can write to the device: docs/PRIVACY.md).
 */
export const pushExport =
  (db: Db): ExportPart<'PushSubscriptions' | 'PushQuietHours'> =>
  async (walletAddr) => {
    const repo = pushRepo(db)
    const [subscriptions, settings] = await Promise.all([
      repo.allOf(walletAddr),
      repo.settingsOf(walletAddr),
    ])
    return {
      PushSubscriptions: subscriptions.map((row) => ({
        Host: endpointHost(row.endpoint),
        Kinds: bitsToKinds(row.kinds),
        Language: row.language,
        SessionId: row.session_id,
        CreatedAt: row.created_at,
        UpdatedAt: row.updated_at,
      })),
      PushQuietHours:
        settings?.quiet_from && settings.quiet_to
          ? { From: settings.quiet_from, To: settings.quiet_to, TimeZone: settings.time_zone }
          : null,
    }
  }
