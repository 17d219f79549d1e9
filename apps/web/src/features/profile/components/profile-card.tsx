import { useLingui } from '@lingui/react/macro'
import type { UserInfo } from '@memap/shared/profile'
import { type ReactNode, useId } from 'react'
import { Avatar } from '../../../shared/ui/avatar.tsx'
import '../../../shared/ui/screen.css'
import '../catalog.ts'

export type ProfileCardProps = {
  profile: UserInfo
  /** Above the picture: today's emotion (PRODUCT.md §2). */
  emotion?: ReactNode
  /** Left of the picture: the friend list icon. */
  start?: ReactNode
  /** Right of the picture: the album icon. */
  end?: ReactNode
  /** Under the name: the four social icons (PRODUCT.md §2). */
  social?: ReactNode
}

/** The profile's picture, name, its NFT once minted, social network value and description. */
export function ProfileCard({ profile, emotion, start, end, social }: ProfileCardProps) {
  const { t } = useLingui()
  const nameId = useId()
  const nftName = profile.NftName
  return (
    <article className="screen profile-card" aria-labelledby={nameId}>
      {emotion}
      <div className="profile-card__picture-row">
        <span className="profile-card__side">{start}</span>
        <Avatar src={profile.ProfileImage} name={profile.Name} size="xl" />
        <span className="profile-card__side">{end}</span>
      </div>
      <h1 id={nameId} className="profile-card__name">
        {profile.Name}
      </h1>
      {/* The card is an NFT in the member's wallet: said once it is minted. */}
      {nftName !== '' && <p className="profile-card__nft">{t`${nftName} · profile card NFT`}</p>}
      {social}
      <p className="profile-card__svn">
        <abbr title={t`Social Network Value`}>SNV</abbr> <strong>{profile.Svn}</strong>
      </p>
      {profile.Description !== '' && (
        <p className="profile-card__description">{profile.Description}</p>
      )}
    </article>
  )
}
