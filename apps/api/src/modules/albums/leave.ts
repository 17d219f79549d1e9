import type { LeavePart } from '../../core/account-parts.ts'
import { albumsRepo } from './repo.ts'

/** The member's photos go, with the likes on them (the rewards stay); answers their images. */
export const albumsLeave: LeavePart = (trx, walletAddr) =>
  albumsRepo(trx).removePhotosOf(walletAddr)
