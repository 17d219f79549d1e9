import type { UserInfo } from '@memap/shared/profile'
import { useId } from 'react'
import { Avatar } from '../../../shared/ui/avatar.tsx'

/** The profile's picture, name, social network value and description. */
export function ProfileCard({ profile }: { profile: UserInfo }) {
  const nameId = useId()
  return (
    <article className="screen profile-card" aria-labelledby={nameId}>
      <Avatar src={profile.ProfileImage} name={profile.Name} size="xl" />
      <h1 id={nameId} className="profile-card__name">
        {profile.Name}
      </h1>
      <p className="profile-card__svn">
        <abbr title="Social Network Value">SNV</abbr> <strong>{profile.Svn}</strong>
      </p>
      {profile.Description !== '' && (
        <p className="profile-card__description">{profile.Description}</p>
      )}
    </article>
  )
}
