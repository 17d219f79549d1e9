import { albumPhoto, deletePhoto, likePhoto, uploadPhoto } from '@memap/shared/endpoints/albums'
import { declareModule } from '../../module-declaration.ts'
import type { ImagePipeline } from '../../storage/images.ts'
import { PICTURE_REFUSED, UPLOADS_USED_UP } from '../../storage/picture-refusals.ts'
import type { BlocksService } from '../blocks/service.ts'
import type { DailyInteractions } from '../daily/service.ts'
import type { PointsLedger } from '../points/ledger.ts'
import type { ProfilesService } from '../profiles/service.ts'
import type { ReadsService } from '../reads/service.ts'
import { albumExport } from './export.ts'
import { albumsLeave } from './leave.ts'
import { albumsRoutes } from './routes.ts'
import { albumsService } from './service.ts'

/** A member's album of nine photos, and likes. */
export const albumsModule = declareModule<{
  images: ImagePipeline
  profiles: ProfilesService
  reads: ReadsService
  blocks: BlocksService
  interactions: DailyInteractions
  ledger: PointsLedger
}>()({
  name: 'albums',
  needs: {
    images: true,
    profiles: true,
    reads: true,
    blocks: true,
    interactions: true,
    ledger: true,
  },
  refusals: [
    [albumPhoto, ['no_such_photo']],
    [uploadPhoto, [...PICTURE_REFUSED, 'memap_required', 'album_full', UPLOADS_USED_UP]],
    [deletePhoto, ['insufficient_whoom', 'no_such_photo']],
    [
      likePhoto,
      [
        'cannot_like_own',
        'memap_required',
        'blocked',
        'no_such_photo',
        'already_liked',
        'daily_interactions_used',
      ],
    ],
  ],
  limits: { uploads: [uploadPhoto] },
  make: ({ images, profiles, reads, blocks, interactions, ledger }, { db }) =>
    albumsService({ db, images, profiles, reads, blocks, interactions, ledger }),
  routes: (api, albums) => albumsRoutes(api, { albums }),
  walletTables: {
    album_photos: {
      columns: ['wallet_addr'],
      export: { part: 'Album' },
      leave: { removes: ['wallet_addr'] },
    },
    album_slot_rewards: {
      columns: ['wallet_addr'],
      export: { part: 'PaidAlbumSlots' },
      leave: { keeps: 'the paid slots hold across leaving: joining again pays no slot twice' },
    },
    album_likes: {
      columns: ['wallet_addr', 'target_addr'],
      export: { part: 'LikesGiven' },
      leave: { removes: ['target_addr'] },
    },
  },
  exportPart: albumExport,
  leavePart: () => albumsLeave,
  images: (albums) => ({ named: albums.showsImage, shownToOthers: albums.showsImageToOthers }),
})
