import type { Address } from '@memap/shared/address'
import type { UserInfo } from '@memap/shared/profile'

/** The steps of the login (PRODUCT.md §4: connect, switch chain, verify chain, check NFT, route). */
export type LoginSteps = {
  /** Puts the wallet on MeMap's chain, or throws. */
  ensureChain: () => Promise<void>
  /** Signs in with SIWE unless the session already belongs to the wallet. */
  signIn: () => Promise<unknown>
  hasMeMap: (address: Address) => Promise<boolean>
  loadOwnProfile: (address: Address) => Promise<UserInfo>
}

export type LoginResult = { to: 'memap'; name: string } | { to: 'memapStart' }

/** A minted MeMap whose profile has no name: PRODUCT.md §2 shows the error and disconnects. */
export class NamelessProfileError extends Error {
  override name = 'NamelessProfileError'
  constructor() {
    super('This MeMap has no name.')
  }
}

/** Where a freshly connected wallet goes: its MeMap, or the sign-up when it has none. */
export async function logIn(address: Address, steps: LoginSteps): Promise<LoginResult> {
  await steps.ensureChain()
  await steps.signIn()
  if (!(await steps.hasMeMap(address))) return { to: 'memapStart' }
  const profile = await steps.loadOwnProfile(address)
  if (profile.Name === '') throw new NamelessProfileError()
  return { to: 'memap', name: profile.Name }
}
