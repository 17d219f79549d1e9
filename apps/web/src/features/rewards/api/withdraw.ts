import type { Address } from '@memap/shared/address'
import { withdraw } from '@memap/shared/endpoints/points'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { getPointBalanceQueryOptions } from '../../../shared/api/point-balance.ts'
import { api } from '../../../shared/lib/api-client.ts'
import { ApiError } from '../../../shared/lib/api-errors.ts'
import { keepCauseOfShownFailure } from '../../../shared/lib/shown-failure.ts'
import { getPointHistoryQueryOptions } from './point-history.ts'

/**
 * `POST /v0/withdraw` (multipart walletAddr, amount): the server mints `amount` Whoom on chain and
 * debits it with the 1 Whoom fee. Answers the transaction hash, or '' when the withdrawal is
 * queued and no transaction is signed yet (202; it is paid all the same).
 */
export function withdrawWhoom(walletAddr: Address, amount: number): Promise<string> {
  return api.call(withdraw, { form: { walletAddr, amount: String(amount) } })
}

/**
 * The withdrawal. Whatever its answer, the balance and the history (from its first page) are
 * read again; the call ends without waiting for them, so its dialog shows at once.
 */
export function useWithdraw(walletAddr: Address) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (amount: number) => withdrawWhoom(walletAddr, amount),
    onError: keepCauseOfShownFailure,
    onSettled: () => {
      void Promise.all([
        queryClient.invalidateQueries(getPointBalanceQueryOptions(walletAddr)),
        queryClient.resetQueries(getPointHistoryQueryOptions(walletAddr)),
      ])
    },
  })
}

/**
 * The detail under 'Withdrawal Failed': none for a refusal (a 4xx, which the dialog's own words
 * cover), the server's words for a failure of its own.
 */
export function withdrawalFailureDetail(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined
  return error.status < 500 ? undefined : error.serverMessage
}
