import { cheerEmotion, postEmotion, postedEmotion } from '@memap/shared/endpoints/emotions'
import { declareModule } from '../../module-declaration.ts'
import type { BlocksService } from '../blocks/service.ts'
import type { DailyInteractions } from '../daily/service.ts'
import type { PointsLedger } from '../points/ledger.ts'
import type { ProfilesService } from '../profiles/service.ts'
import type { ReadsService } from '../reads/service.ts'
import { emotionsExport } from './export.ts'
import { emotionsLeave } from './leave.ts'
import { emotionsRoutes } from './routes.ts'
import { emotionsService } from './service.ts'

/** The daily emotion, its reason, and cheers (PRODUCT.md §12, §14). */
export const emotionsModule = declareModule<{
  profiles: ProfilesService
  reads: ReadsService
  blocks: BlocksService
  ledger: PointsLedger
  interactions: DailyInteractions
}>()({
  name: 'emotions',
  needs: { profiles: true, reads: true, blocks: true, ledger: true, interactions: true },
  refusals: [
    [
      postEmotion,
      [
        'unknown_emotion',
        'memap_required',
        'emotion_posted_today',
        'reason_too_short',
        'reason_too_long',
      ],
    ],
    [postedEmotion, ['emotion_private', 'no_such_emotion']],
    [
      cheerEmotion,
      [
        'cannot_cheer_own',
        'emotion_private',
        'memap_required',
        'blocked',
        'no_such_emotion',
        'already_cheered',
        'daily_interactions_used',
      ],
    ],
  ],
  make: ({ profiles, reads, blocks, ledger, interactions }, { db }) =>
    emotionsService({ db, profiles, reads, blocks, ledger, interactions }),
  routes: (api, emotions) => emotionsRoutes(api, { emotions }),
  walletTables: {
    emotions: 'no wallet',
    user_emotions: {
      columns: ['wallet_addr'],
      export: { part: 'Emotions' },
      leave: { removes: ['wallet_addr'] },
    },
    cheers: {
      columns: ['wallet_addr', 'target_addr'],
      export: { part: 'CheersGiven' },
      leave: { removes: ['target_addr'] },
    },
  },
  exportPart: emotionsExport,
  leavePart: () => emotionsLeave,
})
