import { useState } from 'react'
import { nameClash } from '../../../shared/api/check-username.ts'
import { checkName, NAME_LENGTH_NOTICE, type Notice } from '../../../shared/forms/name-check.ts'

/**
 * The name's check on blur and on save (PRODUCT.md §5, edit screen): a name already found free,
 * or the saved one, is not asked again; a name of the wrong length reverts to the saved one.
 */
export function useNameVerification({
  saved,
  revert,
  tell,
}: {
  saved: string
  revert: () => void
  tell: (notice: Notice) => void
}) {
  const [checking, setChecking] = useState(false)
  const [freeName, setFreeName] = useState(saved)

  /** Answers whether `candidate` may be used; a problem is told as a notice. */
  async function verifyName(candidate: string): Promise<boolean> {
    if (candidate === freeName) return true
    setChecking(true)
    const problem = await checkName(candidate, { clashOf: nameClash, original: saved })
    setChecking(false)
    if (problem === NAME_LENGTH_NOTICE) revert()
    if (problem) tell(problem)
    else setFreeName(candidate)
    return problem === null
  }

  return { checking, verifyName }
}
