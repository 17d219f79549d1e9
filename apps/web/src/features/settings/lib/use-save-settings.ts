import type { Address } from '@memap/shared/address'
import type { UserInfo } from '@memap/shared/profile'
import { cleanedName, type Notice, refusedNameNotice } from '../../../shared/forms/name-check.ts'
import { dataUrlToBlob } from '../../../shared/lib/resize-image.ts'
import { sessionStore } from '../../../shared/lib/session-store.ts'
import { keepCauseOfShownFailure } from '../../../shared/lib/shown-failure.ts'
import { useSingleFlight } from '../../../shared/lib/use-single-flight.ts'
import { useUpdateProfile } from '../api/update-profile.ts'
import { snvNotice } from './snv.ts'

/** What the settings form holds when saved. */
export type SettingsDraft = {
  image: string | null
  name: string
  description: string
  showEmotion: boolean
  svn: string
}

/**
 * 'Save & Continue': the name checked, then the SNV, then the profile sent; `busy` from the click
 * to the end. A refused name is told as a notice, any other refusal as a failure.
 */
export function useSaveSettings({
  profile,
  address,
  verifyName,
  tell,
  fail,
  onSaved,
}: {
  profile: UserInfo
  address: Address
  verifyName: (name: string) => Promise<boolean>
  tell: (notice: Notice) => void
  fail: (error: unknown) => void
  onSaved: () => void
}) {
  const update = useUpdateProfile()
  const saving = useSingleFlight()

  async function save(draft: SettingsDraft) {
    const cleaned = cleanedName(draft.name)
    if (!(await verifyName(cleaned))) return
    const svnProblem = snvNotice(draft.svn)
    if (svnProblem) return tell(svnProblem)
    try {
      await update.mutateAsync({
        walletAddr: address,
        name: cleaned,
        description: draft.description,
        image: draft.image ? await dataUrlToBlob(draft.image) : null,
        customUrl: profile.CustomUrl,
        openProfile: draft.showEmotion,
        svn: Number(draft.svn),
      })
      sessionStore.setState({ name: cleaned })
      onSaved()
    } catch (error) {
      keepCauseOfShownFailure(error)
      const refused = refusedNameNotice(error)
      if (refused) tell(refused)
      else fail(error)
    }
  }

  return { busy: saving.busy, save: (draft: SettingsDraft) => saving.run(() => save(draft)) }
}
