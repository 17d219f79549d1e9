import { SVN_MESSAGE, SVN_MIN } from '@memap/shared/rules'
import type { Notice } from '../../../shared/lib/name-check.ts'

/** Spec §5: the SNV field keeps digits only. */
export function snvFieldValue(input: string): string {
  return input.replace(/\D/g, '')
}

/** Spec §5: at least 3; otherwise this notice. */
export function snvNotice(value: string): Notice | null {
  return value !== '' && Number(value) >= SVN_MIN ? null : { message: SVN_MESSAGE }
}
