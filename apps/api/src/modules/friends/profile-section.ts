import { defineViewerSection } from '../../core/profile-section.ts'
import type { FriendsContext } from './context.ts'

/** FriendType and FriendDate of the profile for the viewer; none on one's own, or for nobody. */
export const friendProfileSection = ({ repo }: FriendsContext) =>
  defineViewerSection<{ since: string | null; pendingId: number | null }>({
    values: ({ target, viewer }) => ({
      since: repo.friendshipQuery(viewer, target).$asScalar(),
      pendingId: repo.pendingBetweenQuery(viewer, target).$asScalar(),
    }),
    toInfo: ({ since, pendingId }) => {
      if (since !== null) return { FriendType: 2, FriendDate: since }
      return pendingId !== null ? { FriendType: 1 } : {}
    },
  })
