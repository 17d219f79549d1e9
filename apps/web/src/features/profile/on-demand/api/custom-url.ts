import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Address } from '@memap/shared/address'
import * as profileCalls from '@memap/shared/endpoints/profile'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { USER_INFO_KEY } from '../../../../shared/api/user-info.ts'
import { api } from '../../../../shared/lib/api-client.ts'
import { refusalText } from '../../../../shared/refusals/refusal-texts.ts'
import '../catalog.ts'

/** `POST /v0/profile/updateCustomURL` (owner only, multipart); an empty value clears the link. */
export async function updateCustomUrl(walletAddr: Address, customUrl: string): Promise<string> {
  return api.call(profileCalls.updateCustomUrl, {
    form: { wallet_addr: walletAddr, custom_url: customUrl },
  })
}

/** Saves the custom link; the profile is read again before the call ends. */
export function useUpdateCustomUrl(walletAddr: Address) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (customUrl: string) => updateCustomUrl(walletAddr, customUrl),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [USER_INFO_KEY, walletAddr] }),
  })
}

/** The notice under the field when the link was not saved: the server's reason, if it gave one. */
export function customUrlRefusalText(error: unknown, i18n: I18n): string {
  return refusalText(i18n, error) ?? i18n._(msg`The link could not be saved. Please try again.`)
}
