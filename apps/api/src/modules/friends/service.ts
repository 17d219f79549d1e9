import { blockedMembers, blockMember, unblockMember } from './blocking.ts'
import { type FriendsDeps, friendsContext } from './context.ts'
import { endFriendship } from './end-friendship.ts'
import { friendList } from './list.ts'
import { recommendedMembers } from './recommend.ts'
import { sendFriendRequest } from './request.ts'
import { answerFriendRequest } from './respond.ts'

/**
 * Friend requests that cost the target's SNV, friendships, blocks and the networks behind tags:
 * one file per use case, each built over the module's context.
 */
export function friendsService(deps: FriendsDeps) {
  const context = friendsContext(deps)
  return {
    request: sendFriendRequest(context),
    respond: answerFriendRequest(context),
    remove: endFriendship(context),
    block: blockMember(context),
    unblock: unblockMember(context),
    blockList: blockedMembers(context),
    list: friendList(context),
    recommend: recommendedMembers(context),
  }
}

export type FriendsService = ReturnType<typeof friendsService>
