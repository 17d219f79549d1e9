import type { Address } from '@memap/shared/address'
import { useState } from 'react'
import { type Emotion, usePostEmotion } from '../api/emotions.ts'
import { REASON_TOO_LONG, type ReasonNotice, reasonInput, reasonSubmitNotice } from './reason.ts'

/**
 * The emotion picked, its reason as typed, and the post of both as `own`: what the select-emotion
 * screen shows, with the notice of the reason's rules and the post's failure to show in dialogs.
 */
export function useEmotionPost(own: Address | null) {
  const post = usePostEmotion(own ?? '0x')
  const [chosen, setChosen] = useState<Emotion | null>(null)
  const [reason, setReason] = useState('')
  const [notice, setNotice] = useState<ReasonNotice | null>(null)
  const [failure, setFailure] = useState<unknown>(null)
  const sending = post.isPending

  function submit() {
    if (!chosen || own === null || sending) return
    const problem = reasonSubmitNotice(reason)
    if (problem) {
      setNotice(problem)
      return
    }
    post.mutate(
      { emotionId: chosen.EmotionId, description: reason },
      { onError: (error) => setFailure(error) },
    )
  }

  /** Keeps what the box may hold of `typed`; a cut is told in the notice. */
  function type(typed: string) {
    const { value, cut } = reasonInput(typed)
    setReason(value)
    if (cut) setNotice(REASON_TOO_LONG)
  }

  return {
    chosen,
    choose: setChosen,
    reason,
    type,
    /** Back to the chips; the reason typed is dropped. */
    cancel: () => {
      setChosen(null)
      setReason('')
    },
    submit,
    sending,
    done: post.isSuccess,
    reward: post.data?.Reward,
    notice,
    dismissNotice: () => setNotice(null),
    failure,
    dismissFailure: () => setFailure(null),
  }
}
