import { SVN_MAX } from '@memap/shared/limits'
import { SVN_MESSAGE, SVN_MIN } from '@memap/shared/rules'
import type { Notice } from '../../../shared/lib/name-check.ts'

/** Spec §5: the SNV field keeps digits only. */
export function snvFieldValue(input: string): string {
  return input.replace(/\D/g, '')
}

/** The notice for an SNV above the most the server takes. */
export const SVN_MAX_NOTICE: Notice = {
  title: 'SNV too high',
  message: `The maximum SNV value is ${SVN_MAX.toLocaleString('en-US')}.`,
}

/** Spec §5: at least 3; otherwise this notice. At most SVN_MAX, which the field states. */
export function snvNotice(value: string): Notice | null {
  if (value === '' || Number(value) < SVN_MIN) return { message: SVN_MESSAGE }
  return Number(value) > SVN_MAX ? SVN_MAX_NOTICE : null
}
