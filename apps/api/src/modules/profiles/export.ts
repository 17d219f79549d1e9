import type { ExportPart } from '../../core/account-parts.ts'
import type { Db } from '../../db/database.ts'
import { imageUrl } from '../../storage/images.ts'
import { profilesRepo } from './repo.ts'

/** The profile and its linked accounts, for the member's export. */
export const profileExport =
  (db: Db): ExportPart<'Profile' | 'LinkedAccounts'> =>
  async (walletAddr) => {
    const user = await profilesRepo(db).rowOf(walletAddr)
    return {
      Profile: user
        ? {
            Name: user.name,
            Description: user.description,
            ProfileImage: user.profile_image ? imageUrl(user.profile_image) : '',
            Svn: user.svn,
            OpenProfile: user.open_profile === 1,
            TokenId: user.token_id ?? '',
            CustomUrl: user.custom_url ?? '',
            Linkedin: user.linkedin ?? '',
            CreatedAt: user.created_at,
            UpdatedAt: user.updated_at,
          }
        : null,
      LinkedAccounts: { X: user?.x ?? '', Telegram: user?.telegram ?? '' },
    }
  }
