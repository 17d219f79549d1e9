import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { ApiError } from '../../../shared/lib/api-errors.ts'
import '../catalog.ts'

// The server's refusals of a signed purchase (PRODUCT.md §13) in the member's words. Here, in
// the badge screen's own texts, rather than among the shared refusals: the first visit's texts
// stay as they were.

type Words = { title: MessageDescriptor; message: MessageDescriptor }

const SIGN_AGAIN = msg`Please sign again`

const REFUSALS: [pattern: RegExp, words: (match: RegExpExecArray) => Words][] = [
  [
    /^price: the badge now costs (\d+) Whoom, not (\d+);/,
    ([, now = '', before = '']) => ({
      title: msg`The price changed`,
      message: msg`This badge now costs ${now} Whoom, not ${before}. Look at the new price, then buy it again.`,
    }),
  ],
  [
    /^signature: this signature was already used;/,
    () => ({
      title: SIGN_AGAIN,
      message: msg`This signature was already used. Buy the badge again to sign a new one.`,
    }),
  ],
  [
    /^deadline: the signature has expired;/,
    () => ({
      title: SIGN_AGAIN,
      message: msg`The signature has expired. Buy the badge again to sign a new one.`,
    }),
  ],
  [
    /^signature: (it is not this wallet's signature|the token does not take it)/,
    () => ({
      title: SIGN_AGAIN,
      message: msg`Your wallet's signature does not match this purchase. Buy the badge again to sign a new one.`,
    }),
  ],
  [
    /^a badge purchase of yours is on its way/,
    () => ({
      title: msg`A purchase is on its way`,
      message: msg`Wait until your badge purchase on its way is done, then buy the next one.`,
    }),
  ],
]

/** The words for the server's refusal of a signed purchase, if `error` is one. */
export function signedPurchaseRefusal(error: unknown): Words | undefined {
  if (!(error instanceof ApiError) || !error.serverMessage) return undefined
  for (const [pattern, words] of REFUSALS) {
    const match = pattern.exec(error.serverMessage)
    if (match) return words(match)
  }
  return undefined
}
