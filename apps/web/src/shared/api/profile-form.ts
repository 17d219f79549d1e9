import type { Address } from '@memap/shared/address'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../lib/api-client.ts'

// The sign-up's register call and the settings' update call send one multipart form; it is here,
// in shared/, because the two features may not import each other.

/** What both profile calls send about the profile. */
export type ProfileFields = {
  walletAddr: Address
  name: string
  description: string
  /** The resized JPEG; none keeps the picture there is (the placeholder, at sign-up). */
  image: Blob | null
}

/**
 * `POST` of a profile call, multipart (PRODUCT.md §3): the picture when there is one, the wallet, name
 * and description, then the call's own `fields` in their order.
 */
export async function postProfileForm(
  path: '/profile/register' | '/profile/update',
  profile: ProfileFields,
  fields: Record<string, string>,
): Promise<void> {
  const form = new FormData()
  if (profile.image) form.append('file', profile.image, 'profile.jpg')
  form.append('wallet_addr', profile.walletAddr)
  form.append('user_name', profile.name)
  form.append('user_description', profile.description)
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  await api.post<true>(path, { body: form })
}

/** A profile call as a mutation; once it is taken, the queries under each `refreshed` key reload. */
export function useProfileMutation<Input>(
  mutationFn: (input: Input) => Promise<void>,
  refreshed: string[],
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all(refreshed.map((key) => queryClient.invalidateQueries({ queryKey: [key] }))),
  })
}
