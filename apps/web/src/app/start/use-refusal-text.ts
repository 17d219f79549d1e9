import { useLingui } from '@lingui/react'
import { useEffect, useState } from 'react'
import { catalogsReady } from '../../shared/i18n/catalogs.ts'
import { ApiError } from '../../shared/lib/api-errors.ts'

type RefusalTexts = typeof import('../../shared/refusals/refusal-texts.ts')

/**
 * A refusal's text in the member's language, once the refusals' texts have loaded: they stay off
 * the first visit (about 150 texts), and a start that fails is the one screen of it that may need
 * one. Undefined until then, and for what is no refusal.
 */
export function useRefusalText(error: Error): string | undefined {
  const { i18n } = useLingui()
  const [texts, setTexts] = useState<RefusalTexts>()
  const refused = error instanceof ApiError && error.code !== undefined
  useEffect(() => {
    if (!refused) return
    let current = true
    void import('../../shared/refusals/refusal-texts.ts').then(async (loaded) => {
      await catalogsReady()
      if (current) setTexts(loaded)
    })
    return () => {
      current = false
    }
  }, [refused])
  return texts?.refusalText(i18n, error)
}
