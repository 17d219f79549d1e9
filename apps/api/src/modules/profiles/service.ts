import type { Address } from '@memap/shared/address'
import { type ProfilesDeps, profilesContext } from './context.ts'
import { updateCustomUrl, updateProfile } from './edit.ts'
import { linkAccount, unlinkAccount } from './linked-accounts.ts'
import { nftMetadata } from './nft-metadata.ts'
import { publicProfile } from './public-profile.ts'
import { joinReward, registerProfile } from './register.ts'

/**
 * Profiles: registration (with its mint and reward), editing, linked accounts and the public
 * profile, one file per use case; the rest are reads other modules make of the profiles table.
 */
export function profilesService(deps: ProfilesDeps) {
  const context = profilesContext(deps)
  const { repo } = context
  const profile = publicProfile(context)
  return {
    info: profile.info,
    /** The same, answered from memory when nothing must be read or written (else undefined). */
    cachedInfo: profile.cachedInfo,
    /** Forgets what was read of wallets that changed (the event bus calls it). */
    forgetChanged: profile.forget,
    register: registerProfile(context),
    joinReward: joinReward(context),
    update: updateProfile(context),
    updateCustomUrl: updateCustomUrl(context),
    linkAccount: linkAccount(context),
    unlinkAccount: unlinkAccount(context),

    hasProfile: async (wallet: Address) => (await repo.findByWallet(wallet)) !== undefined,
    findByWallet: (wallet: Address) => repo.findByWallet(wallet),
    nftMetadata: nftMetadata(context),
    nameClash: (name: string) => repo.nameClash(name),
    /** A moderator's decision: the member can no longer sign in, and their profile is gone. */
    suspend: (wallet: Address, now = new Date()) => repo.suspend(wallet, now),
    isSuspended: (wallet: Address) => repo.isSuspended(wallet),
    /** Whether a profile shows the image under `key` (before its file is deleted). */
    showsImage: (key: string) => repo.showsImage(key),
    /** Whether a present member's profile shows it (the image route serves nothing else). */
    showsImageToOthers: (key: string) => repo.showsImageToOthers(key),
  }
}

export type ProfilesService = ReturnType<typeof profilesService>
