import type { Refusals } from '@memap/shared/endpoint'
import {
  applyBadges,
  badgePermit,
  purchaseBadge,
  purchaseBadgeSigned,
} from '@memap/shared/endpoints/badges'
import { declareModule } from '../../module-declaration.ts'
import type { ReadsService } from '../reads/service.ts'
import { badgesExport } from './export.ts'
import { badgesRoutes } from './routes.ts'
import { badgesService } from './service.ts'

/** What a signed purchase, or the permit it is signed for, is refused for. */
const SIGNED_PURCHASE_REFUSED = [
  'no_such_badge',
  'badge_owned',
  'badge_purchase_pending',
  'whoom_insufficient_on_chain',
  'signature_mismatch',
  'signature_expired',
  'smart_wallet_undeployable',
  'purchase_refused_by_chain',
  'relay_gas_too_high',
  'signed_purchase_unavailable',
] as const satisfies Refusals

/** Badges: the catalogue, buying one (from the wallet or relayed), wearing them. */
export const badgesModule = declareModule<{ reads: ReadsService }>()({
  name: 'badges',
  needs: { reads: true },
  refusals: [
    [applyBadges, ['badge_not_owned']],
    [
      purchaseBadge,
      [
        'no_such_badge',
        'payment_failed',
        'payment_not_for_badge',
        'payment_not_recorded',
        'payment_not_mined',
        'payment_used',
      ],
    ],
    [badgePermit, SIGNED_PURCHASE_REFUSED],
    [
      purchaseBadgeSigned,
      [...SIGNED_PURCHASE_REFUSED, 'price_changed', 'signature_used', 'deadline_too_far'],
    ],
  ],
  make: ({ reads }, { db, chain, onChainJobQueued }) =>
    badgesService({ db, chain, onJobQueued: onChainJobQueued, reads }),
  routes: (api, badges) => badgesRoutes(api, { badges }),
  walletTables: {
    badges: 'no wallet',
    user_badges: {
      columns: ['wallet_addr'],
      export: { part: 'Badges' },
      leave: { keeps: 'bought on chain: the badges are the wallet’s' },
    },
    badge_purchases: {
      columns: ['wallet_addr'],
      export: { part: 'BadgePurchases' },
      leave: { keeps: 'the record of payments on chain' },
    },
    badge_signed_purchases: {
      columns: ['wallet_addr'],
      export: { part: 'SignedBadgePurchases' },
      leave: { keeps: 'the record of payments on chain' },
    },
  },
  exportPart: badgesExport,
})
