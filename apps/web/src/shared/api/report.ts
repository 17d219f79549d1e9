import type { Address } from '@memap/shared/address'
import { fileReport } from '@memap/shared/endpoints/moderation'
import type { ReportReason } from '@memap/shared/report-reasons'
import { useMutation } from '@tanstack/react-query'
import { api } from '../lib/api-client.ts'

// `POST /v0/report` (owner only): a profile, or one photo of it, reported to the moderators.

export type ReportInput = {
  target: Address
  /** The photo reported; none reports the profile. */
  albumId?: number
  reason: ReportReason
  details: string
}

export function useReport(reporter: Address) {
  return useMutation({
    mutationFn: (input: ReportInput) =>
      api.call(fileReport, {
        body: {
          walletAddr: reporter,
          targetWalletAddr: input.target,
          ...(input.albumId === undefined ? {} : { albumId: input.albumId }),
          reason: input.reason,
          details: input.details,
        },
      }),
  })
}
