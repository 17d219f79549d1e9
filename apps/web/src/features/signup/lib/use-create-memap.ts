import type { Address } from '@memap/shared/address'
import { cleanedName, type Notice, refusedNameNotice } from '../../../shared/forms/name-check.ts'
import { dataUrlToBlob } from '../../../shared/lib/resize-image.ts'
import type { SignUpDraft } from '../../../shared/lib/session-store.ts'
import { keepCauseOfShownFailure } from '../../../shared/lib/shown-failure.ts'
import { useSingleFlight } from '../../../shared/lib/use-single-flight.ts'
import { useRegisterProfile } from '../api/register-profile.ts'
import { useNameVerification } from './use-name-verification.ts'

/**
 * 'Create MeMap': the draft's name checked, then the MeMap registered; `busy` from the click to
 * the end. A refused name is told as a notice (and checked again next time), any other refusal
 * as a failure.
 */
export function useCreateMeMap({
  address,
  tell,
  fail,
  onCreated,
}: {
  address: Address
  tell: (notice: Notice) => void
  fail: (error: unknown) => void
  onCreated: (name: string, reward: number) => void
}) {
  const register = useRegisterProfile()
  const names = useNameVerification(tell)
  const submitting = useSingleFlight()

  async function createMeMap(draft: SignUpDraft) {
    const name = cleanedName(draft.name)
    if (!(await names.verifyName(name))) return
    try {
      const { Reward } = await register.mutateAsync({
        walletAddr: address,
        name,
        description: draft.description,
        image: draft.imageSrc ? await dataUrlToBlob(draft.imageSrc) : null,
        x: draft.x,
        linkedin: draft.linkedin,
        telegram: draft.telegram,
        customUrl: draft.customUrl,
      })
      onCreated(name, Reward)
    } catch (error) {
      keepCauseOfShownFailure(error)
      const refused = refusedNameNotice(error)
      if (refused) {
        names.forget()
        tell(refused)
      } else fail(error)
    }
  }

  return {
    busy: submitting.busy,
    checking: names.checking,
    verifyName: names.verifyName,
    create: (draft: SignUpDraft) => submitting.run(() => createMeMap(draft)),
  }
}
