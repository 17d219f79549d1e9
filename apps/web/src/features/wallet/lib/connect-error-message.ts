import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { BaseError } from 'viem'
import { ProviderNotFoundError } from 'wagmi'
import { keepCauseOfShownFailure } from '../../../shared/lib/shown-failure.ts'
import '../catalog.ts'

/** One clear sentence for the user; the cause stays in the console. */
export function connectErrorMessage(error: unknown, walletName: string): MessageDescriptor {
  keepCauseOfShownFailure(error)
  const rejected =
    error instanceof BaseError
      ? error.walk((cause) => (cause as { code?: unknown }).code === 4001) !== null
      : (error as { code?: unknown } | null)?.code === 4001
  if (rejected) return msg`The connection was cancelled in the wallet.`
  if (error instanceof ProviderNotFoundError)
    return msg`${walletName} was not found in this browser.`
  return msg`Could not connect to ${walletName}. Please try again.`
}
