import type { Address } from '@memap/shared/address'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { POINT_BALANCE_KEY } from '../../../shared/api/point-balance.ts'
import { USER_INFO_KEY } from '../../../shared/api/user-info.ts'
import { api } from '../../../shared/lib/api-client.ts'

export type RegisterProfileInput = {
  walletAddr: Address
  name: string
  description: string
  /** The resized JPEG; none keeps the placeholder. */
  image: Blob | null
  x: string
  linkedin: string
  telegram: string
  customUrl: string
}

/**
 * `POST /v0/profile/register`, multipart (spec §3, registration payload): creates the MeMap,
 * which the server mints and rewards with 30 Whoom.
 */
export async function registerProfile(input: RegisterProfileInput): Promise<void> {
  const form = new FormData()
  if (input.image) form.append('file', input.image, 'profile.jpg')
  form.append('wallet_addr', input.walletAddr)
  form.append('user_name', input.name)
  form.append('user_description', input.description)
  form.append('x', input.x)
  form.append('linkedin', input.linkedin)
  form.append('telegram', input.telegram)
  form.append('custom_url', input.customUrl)
  await api.post<true>('/profile/register', { body: form })
}

export function useRegisterProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: registerProfile,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [USER_INFO_KEY] }),
        queryClient.invalidateQueries({ queryKey: [POINT_BALANCE_KEY] }),
      ]),
  })
}
