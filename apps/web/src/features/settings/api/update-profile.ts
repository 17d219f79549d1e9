import {
  type ProfileFields,
  postUpdateForm,
  useProfileMutation,
} from '../../../shared/api/profile-form.ts'
import { USER_INFO_KEY } from '../../../shared/api/user-info.ts'

export type UpdateProfileInput = ProfileFields & {
  /** The custom link as it is: the form does not edit it, and the call would clear it. */
  customUrl: string
  openProfile: boolean
  svn: number
}

/** `POST /v0/profile/update`, multipart (PRODUCT.md §3, update payload). */
export function updateProfile(input: UpdateProfileInput): Promise<void> {
  return postUpdateForm(input, {
    custom_url: input.customUrl,
    open_profile: input.openProfile ? 'Y' : 'N',
    svn: String(input.svn),
  })
}

export const useUpdateProfile = () => useProfileMutation(updateProfile, [USER_INFO_KEY])
