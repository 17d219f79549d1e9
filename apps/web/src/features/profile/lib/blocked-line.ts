import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { UserInfo } from '@memap/shared/profile'
import '../catalog.ts'

/**
 * Why requests, cheers and likes are unavailable on a profile, when either member blocks the
 * other (`BlockedEitherWay`); null when they are available. The viewer's own block is named, since
 * the viewer can undo it; the other's is not, as the server's refusal does not (PRIVACY.md).
 */
export function blockedLine(profile: Pick<UserInfo, 'Blocked' | 'BlockedEitherWay'>) {
  if (profile.Blocked) return BLOCKED_BY_VIEWER
  return profile.BlockedEitherWay ? UNAVAILABLE : null
}

const BLOCKED_BY_VIEWER: MessageDescriptor = msg`You blocked this member: requests, cheers and likes are off until you unblock them.`
const UNAVAILABLE: MessageDescriptor = msg`Requests, cheers and likes are not available with this member.`
