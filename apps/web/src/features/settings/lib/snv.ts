import { t } from '@lingui/core/macro'
import { SVN_MAX } from '@memap/shared/limits'
import { SVN_MIN } from '@memap/shared/rules'
import type { Notice } from '../../../shared/forms/name-check.ts'
import '../catalog.ts'

/** PRODUCT.md §5: the SNV field keeps digits only. */
export function snvFieldValue(input: string): string {
  return input.replace(/\D/g, '')
}

/**
 * PRODUCT.md §5: at least 3; otherwise its notice (the words of SVN_MESSAGE in
 * @memap/shared/rules). At most SVN_MAX, which the field states. In the language shown now.
 */
export function snvNotice(value: string): Notice | null {
  if (value === '' || Number(value) < SVN_MIN) {
    return {
      message: t`The minimum SNV value is 3! You cannot set it lower than this. Please set it to 3 or higher.`,
    }
  }
  if (Number(value) <= SVN_MAX) return null
  const max = SVN_MAX.toLocaleString('en-US')
  return { title: t`SNV too high`, message: t`The maximum SNV value is ${max}.` }
}
