import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { RefusalCode } from '@memap/shared/refusal-codes'
import { ApiError } from '../../../shared/lib/api-errors.ts'
import '../catalog.ts'

// The server's refusals of a signed purchase (PRODUCT.md §13) in the member's words. Here, in
// the badge screen's own texts, rather than among the shared refusals: the first visit's texts
// stay as they were.

type Words = { title: MessageDescriptor; message: MessageDescriptor }

const SIGN_AGAIN = msg`Please sign again`

const REFUSALS: Partial<Record<RefusalCode, (values: Values) => Words>> = {
  price_changed: ({ now = '', before = '' }) => ({
    title: msg`The price changed`,
    message: msg`This badge now costs ${now} Whoom, not ${before}. Look at the new price, then buy it again.`,
  }),
  signature_used: () => ({
    title: SIGN_AGAIN,
    message: msg`This signature was already used. Buy the badge again to sign a new one.`,
  }),
  signature_expired: () => ({
    title: SIGN_AGAIN,
    message: msg`The signature has expired. Buy the badge again to sign a new one.`,
  }),
  signature_mismatch: () => ({
    title: SIGN_AGAIN,
    message: msg`Your wallet's signature does not match this purchase. Buy the badge again to sign a new one.`,
  }),
  badge_purchase_pending: () => ({
    title: msg`A purchase is on its way`,
    message: msg`Wait until your badge purchase on its way is done, then buy the next one.`,
  }),
}

type Values = Record<string, string | number>

/** The words for the server's refusal of a signed purchase, by its code, if `error` is one. */
export function signedPurchaseRefusal(error: unknown): Words | undefined {
  if (!(error instanceof ApiError) || error.code === undefined) return undefined
  return REFUSALS[error.code]?.(error.values ?? {})
}
