import type { Address } from '@memap/shared/address'
import { ECONOMY } from '@memap/shared/economy'
import { useState } from 'react'
import { useWithdraw, withdrawalFailureDetail } from '../api/withdraw.ts'
import type { WithdrawalSent } from './withdrawal.ts'

/** Which of /myreward's dialogs is open: one at a time. */
export type RewardStep =
  | { kind: 'idle' }
  | { kind: 'confirm'; available: number }
  | { kind: 'done'; sent: WithdrawalSent }
  | { kind: 'failed'; detail: string | undefined }
  | { kind: 'confirm-unlink' }
  | { kind: 'unlinking' }

/** The dialog open on /myreward, and the withdrawal that moves it on to its outcome. */
export function useRewardSteps(address: Address) {
  const withdrawal = useWithdraw(address)
  const [step, setStep] = useState<RewardStep>({ kind: 'idle' })

  function withdraw(received: number) {
    setStep({ kind: 'idle' })
    withdrawal.mutate(received, {
      // No hash yet (202): queued, and paid all the same.
      onSuccess: (hash) =>
        setStep({
          kind: 'done',
          sent: { received, fee: ECONOMY.withdrawalFee, queued: hash === '' },
        }),
      onError: (error) => setStep({ kind: 'failed', detail: withdrawalFailureDetail(error) }),
    })
  }

  return { step, setStep, withdraw, withdrawing: withdrawal.isPending }
}
