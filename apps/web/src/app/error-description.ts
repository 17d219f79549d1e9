import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { isChunkLoadError } from '../shared/lib/chunk-reload.ts'
import './catalog.ts'

/** What an error screen says of `error`: a download that failed, or anything else. */
export function describeError(error: unknown): MessageDescriptor {
  if (isChunkLoadError(error)) {
    return msg`Part of MeMap could not be downloaded. Check your connection and try again.`
  }
  return msg`Please check and try again.`
}
