import type { Address } from '@memap/shared/address'
import type { UserInfo } from '@memap/shared/profile'
import { useState } from 'react'
import { usePointBalance } from '../../../../shared/api/point-balance.ts'
import { isInsufficientForFriendRequest, useSendFriendRequest } from '../api/friend-request.ts'

/** Which of the friend request's dialogs shows, if any. */
export type FriendRequestStep = 'confirm' | 'success' | 'insufficient' | 'error' | null

/**
 * A friend request from `viewer` to the profile's member, step by step: the viewer's points
 * (read before any click, to say at once when they cannot cover it), the call, and its failure.
 */
export function useFriendRequestFlow(profile: UserInfo, viewer: Address | null) {
  const [step, setStep] = useState<FriendRequestStep>(null)
  const [failure, setFailure] = useState<unknown>(null)
  const balance = usePointBalance(viewer)
  const request = useSendFriendRequest(viewer ?? '0x')

  function send() {
    if (viewer === null) return
    request.mutate(profile.WalletAddr, {
      onSuccess: () => setStep('success'),
      onError: (error) => {
        setFailure(error)
        setStep(isInsufficientForFriendRequest(error) ? 'insufficient' : 'error')
      },
    })
  }

  return { step, setStep, failure, points: balance.data, sending: request.isPending, send }
}
