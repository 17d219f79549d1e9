import { MEMBERSHIP_KEY } from '../../../shared/api/nft-status.ts'
import { POINT_BALANCE_KEY } from '../../../shared/api/point-balance.ts'
import {
  type ProfileFields,
  postRegisterForm,
  useProfileMutation,
} from '../../../shared/api/profile-form.ts'
import { USER_INFO_KEY } from '../../../shared/api/user-info.ts'

export type RegisterProfileInput = ProfileFields & {
  x: string
  linkedin: string
  telegram: string
  customUrl: string
}

/**
 * `POST /v0/profile/register`, multipart (PRODUCT.md §3, registration payload): creates the MeMap,
 * which the server mints and rewards with 30 Whoom the first time a wallet joins; answers the
 * reward paid.
 */
export function registerProfile(input: RegisterProfileInput) {
  return postRegisterForm(input, {
    x: input.x,
    linkedin: input.linkedin,
    telegram: input.telegram,
    custom_url: input.customUrl,
  })
}

export const useRegisterProfile = () =>
  useProfileMutation(registerProfile, [USER_INFO_KEY, POINT_BALANCE_KEY, MEMBERSHIP_KEY])
