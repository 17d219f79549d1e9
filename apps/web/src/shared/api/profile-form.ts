import type { Address } from '@memap/shared/address'
import * as profileCalls from '@memap/shared/endpoints/profile'
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
 * The fields both profile calls send first, multipart (PRODUCT.md §3): the picture when there is
 * one, the wallet, name and description; each call adds its own after them.
 */
function profileForm(profile: ProfileFields) {
  return {
    ...(profile.image
      ? { file: new File([profile.image], 'profile.jpg', { type: profile.image.type }) }
      : {}),
    wallet_addr: profile.walletAddr,
    user_name: profile.name,
    user_description: profile.description,
  }
}

/** `POST /v0/profile/register`: the profile's fields, then the linked handles and the link. */
export function postRegisterForm(
  profile: ProfileFields,
  fields: { x: string; linkedin: string; telegram: string; custom_url: string },
) {
  return api.call(profileCalls.registerProfile, { form: { ...profileForm(profile), ...fields } })
}

/** `POST /v0/profile/update`: the profile's fields, then the link, openness and SNV. */
export async function postUpdateForm(
  profile: ProfileFields,
  fields: { custom_url: string; open_profile: 'Y' | 'N'; svn: string },
): Promise<void> {
  await api.call(profileCalls.updateProfile, { form: { ...profileForm(profile), ...fields } })
}

/** A profile call as a mutation; once it is taken, the queries under each `refreshed` key reload. */
export function useProfileMutation<Input, Answer>(
  mutationFn: (input: Input) => Promise<Answer>,
  refreshed: string[],
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all(refreshed.map((key) => queryClient.invalidateQueries({ queryKey: [key] }))),
  })
}
