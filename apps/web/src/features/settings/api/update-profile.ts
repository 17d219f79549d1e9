import type { Address } from '@memap/shared/address'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { USER_INFO_KEY } from '../../../shared/api/user-info.ts'
import { api } from '../../../shared/lib/api-client.ts'

export type UpdateProfileInput = {
  walletAddr: Address
  name: string
  description: string
  /** A new picture; none keeps the current one. */
  image: Blob | null
  /** The custom link as it is: the form does not edit it, and the call would clear it. */
  customUrl: string
  openProfile: boolean
  svn: number
}

/** `POST /v0/profile/update`, multipart (spec §3, update payload). */
export async function updateProfile(input: UpdateProfileInput): Promise<void> {
  const form = new FormData()
  if (input.image) form.append('file', input.image, 'profile.jpg')
  form.append('wallet_addr', input.walletAddr)
  form.append('user_name', input.name)
  form.append('user_description', input.description)
  form.append('custom_url', input.customUrl)
  form.append('open_profile', input.openProfile ? 'Y' : 'N')
  form.append('svn', String(input.svn))
  await api.post<true>('/profile/update', { body: form })
}

export function useUpdateProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [USER_INFO_KEY] }),
  })
}
