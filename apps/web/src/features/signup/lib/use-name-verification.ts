import { useState } from 'react'
import { nameClash } from '../../../shared/api/check-username.ts'
import { checkName, type Notice } from '../../../shared/forms/name-check.ts'

/**
 * PRODUCT.md §5: the name is checked on blur and on submit; a name found free is not asked again
 * until `forget` (the server refused it meanwhile).
 */
export function useNameVerification(tell: (notice: Notice) => void) {
  const [checking, setChecking] = useState(false)
  const [freeName, setFreeName] = useState<string | null>(null)

  /** Answers whether the name may be used; a problem is told as a notice. */
  async function verifyName(name: string): Promise<boolean> {
    if (name === freeName) return true
    setChecking(true)
    const problem = await checkName(name, { clashOf: nameClash })
    setChecking(false)
    if (problem) tell(problem)
    else setFreeName(name)
    return problem === null
  }

  return { checking, verifyName, forget: () => setFreeName(null) }
}
