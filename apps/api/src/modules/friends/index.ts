import {
  answerFriendRequest,
  blockMember,
  endFriendship,
  sendFriendRequest,
  unblockMember,
} from '@memap/shared/endpoints/friends'
import { declareModule } from '../../module-declaration.ts'
import type { BlocksService } from '../blocks/service.ts'
import type { Notifier } from '../notifications/service.ts'
import type { PointsLedger } from '../points/ledger.ts'
import type { ProfilesService } from '../profiles/service.ts'
import type { ReadsService } from '../reads/service.ts'
import { friendsExport } from './export.ts'
import { friendsLeave } from './leave.ts'
import { friendsRoutes } from './routes.ts'
import { friendsService } from './service.ts'

/** Friend requests, friendships, the friend list and recommendations. */
export const friendsModule = declareModule<{
  profiles: ProfilesService
  blocks: BlocksService
  ledger: PointsLedger
  notifier: Notifier
  reads: ReadsService
}>()({
  name: 'friends',
  needs: {
    profiles: true,
    blocks: true,
    ledger: true,
    notifier: true,
    reads: true,
  },
  refusals: [
    [
      sendFriendRequest,
      [
        'cannot_befriend_self',
        'insufficient_whoom',
        'memap_required',
        'blocked',
        'target_no_memap',
        'already_friends',
        'friend_request_pending',
        'friend_limit',
      ],
    ],
    [answerFriendRequest, ['no_pending_request', 'request_answered', 'friend_limit']],
    [endFriendship, ['insufficient_whoom', 'not_friends']],
    [blockMember, ['cannot_block_self', 'target_no_memap']],
    [unblockMember, ['not_blocked']],
  ],
  make: ({ profiles, blocks, ledger, notifier, reads }, { db }) =>
    friendsService({
      db,
      profiles,
      blocks,
      ledger,
      notifier,
      reads,
    }),
  routes: (api, friends) => friendsRoutes(api, { friends }),
  walletTables: {
    friend_requests: {
      columns: ['requester_addr', 'target_addr'],
      export: { part: 'FriendRequests' },
      leave: {
        keeps: "pending ones are cancelled and refunded; the answered ones are others' too",
      },
    },
    friendships: {
      columns: ['wallet_addr', 'friend_addr'],
      export: { part: 'Friends' },
      leave: { removes: ['wallet_addr', 'friend_addr'] },
    },
  },
  exportPart: friendsExport,
  leavePart: ({ ledger, notifier }) => friendsLeave({ ledger, notifier }),
})
