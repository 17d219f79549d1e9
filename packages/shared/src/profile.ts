import { z } from 'zod'
import { type Address, addressSchema } from './address.ts'
import { customUrlSchema, descriptionSchema, nameSchema, svnSchema } from './rules.ts'
import { type TextRules, text } from './text.ts'

/**
 * An optional text field of a form: empty means none. The OpenAPI document states the rules the
 * field's own schema declares (`text()`, or a pattern), and that it may be empty.
 */
const optionalField = <T extends z.ZodType<string, string>>(schema: T) => {
  const { maxLength, pattern, not } = (schema.meta() ?? {}) as TextRules & { not?: unknown }
  return z
    .string()
    .max(2048)
    .optional()
    .transform((value) => value?.trim() || null)
    .pipe(schema.nullable())
    .meta({
      ...(maxLength === undefined ? {} : { maxLength }),
      ...(pattern === undefined ? {} : { pattern: `^$|${pattern}` }),
      ...(not === undefined ? {} : { not }),
    })
}

const handleSchema = text({ maxLength: 100 })

/** `POST /v0/user/check`. */
export const userCheckBodySchema = z.object({ walletAddr: addressSchema })
export const nftStatusSchema = z.object({ NftStatus: z.boolean() })

/** `GET /v0/profile/checkUsername`. */
export const checkUsernameQuerySchema = z.object({ user_name: z.string().max(100) })
export const USERNAME_FREE = 'does not have duplicate user' as const
export const USERNAME_TAKEN = 'has duplicate user' as const
/** Another member's name reads the same, though it is written otherwise (PRODUCT.md §14). */
export const USERNAME_LOOK_ALIKE = 'has a look-alike user' as const
export const usernameCheckSchema = z.enum([USERNAME_FREE, USERNAME_TAKEN, USERNAME_LOOK_ALIKE])

/** `POST /v0/profile/register`, multipart: these fields and an optional `file`. */
export const registerFieldsSchema = z.object({
  wallet_addr: addressSchema,
  user_name: nameSchema,
  user_description: optionalField(descriptionSchema).transform((value) => value ?? ''),
  x: optionalField(handleSchema),
  linkedin: optionalField(handleSchema),
  telegram: optionalField(handleSchema),
  custom_url: optionalField(customUrlSchema),
})

/**
 * What registering paid: the joining reward the first time a wallet joins, 0 when it joins again
 * (the reward is paid once per wallet, PRODUCT.md §12).
 */
export const registeredSchema = z.object({ Reward: z.number().int() })

/** `GET /v0/profile/join-reward`: the Whoom joining would pay the wallet now (30, or 0 if paid). */
export const joinRewardQuerySchema = z.object({ walletAddr: addressSchema })
export const joinRewardSchema = z.object({ Reward: z.number().int() })

/** `POST /v0/profile/update`, multipart: these fields and an optional new `file`. */
export const updateFieldsSchema = z.object({
  wallet_addr: addressSchema,
  user_name: nameSchema,
  user_description: optionalField(descriptionSchema).transform((value) => value ?? ''),
  custom_url: optionalField(customUrlSchema),
  open_profile: z.enum(['Y', 'N'], { error: "must be 'Y' or 'N'" }),
  svn: svnSchema,
})

/** `POST /v0/profile/updateCustomURL`, multipart. */
export const updateCustomUrlFieldsSchema = z.object({
  wallet_addr: addressSchema,
  custom_url: optionalField(customUrlSchema),
})

/** `GET /v0/user/info`: the profile of `targetWalletAddr` as `walletAddr` (may be empty) sees it. */
export const userInfoQuerySchema = z.object({
  walletAddr: z
    .union([z.literal(''), addressSchema])
    .optional()
    .transform((value) => value || undefined),
  targetWalletAddr: addressSchema,
})

export const identityTagSchema = z.object({
  Type: z.string(),
  Name: z.string(),
  ObjectId: z.string(),
})

export const userInfoSchema = z.object({
  WalletAddr: addressSchema,
  Name: z.string(),
  Description: z.string(),
  ProfileImage: z.string(),
  Svn: z.number().int(),
  OpenProfile: z.boolean(),
  NftName: z.string(),
  TokenId: z.string(),
  X: z.string(),
  Telegram: z.string(),
  Linkedin: z.string(),
  CustomUrl: z.string(),
  Today: z.number().int(),
  DailyLikes: z.number().int(),
  DailyCheers: z.number().int(),
  EmotionPostingStatus: z.boolean(),
  UserEmotion: z.object({ UserEmotionId: z.string(), EmotionName: z.string() }).nullable(),
  IdentityGraph: z.array(identityTagSchema),
  FriendType: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  FriendDate: z.string().nullable(),
  /** Whether the viewer blocks this member (never whether the member blocks the viewer). */
  Blocked: z.boolean(),
  /**
   * Whether either blocks the other: requests, cheers and likes are refused. It says no more than
   * that refusal does, which has the same words whoever blocked (PRIVACY.md, "Blocks").
   */
  BlockedEitherWay: z.boolean(),
})
export type UserInfo = z.output<typeof userInfoSchema>

/** `GET /v0/nft/{tokenId}`: ERC-721 metadata. */
export const nftMetadataSchema = z.object({
  name: z.string(),
  description: z.string(),
  image: z.string(),
  attributes: z.array(
    z.object({ trait_type: z.string(), value: z.union([z.string(), z.number()]) }),
  ),
})

/**
 * The profile a shared profile's page embeds (`EMBEDDED_PROFILE_ID`): `info` as `viewer` sees it
 * (the page's signed-in wallet, or null), for the `user` the page's address names (`target`, as
 * written there).
 */
export type EmbeddedProfile = { target: string; viewer: Address | null; info: UserInfo }
