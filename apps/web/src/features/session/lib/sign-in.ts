import type { Address } from '@memap/shared/address'
import { createSiweMessage } from 'viem/siwe'
import { getSessionAddress, getSignInNonce, verifySignIn } from '../api/auth.ts'

export const SIGN_IN_STATEMENT = 'Sign in to MeMap'

export type SignInMessageParams = {
  address: Address
  chainId: number
  nonce: string
  /** The page's location: its host is the domain, its origin the URI the server expects. */
  location: Pick<Location, 'host' | 'origin'>
  issuedAt?: Date
}

/** The EIP-4361 message the wallet signs. */
export function signInMessage({
  address,
  chainId,
  nonce,
  location,
  issuedAt = new Date(),
}: SignInMessageParams): string {
  return createSiweMessage({
    address,
    chainId,
    domain: location.host,
    uri: location.origin,
    version: '1',
    nonce,
    issuedAt,
    statement: SIGN_IN_STATEMENT,
  })
}

export type SignInDeps = {
  sign: (message: string) => Promise<`0x${string}`>
  getSession?: typeof getSessionAddress
  getNonce?: typeof getSignInNonce
  verify?: typeof verifySignIn
  location?: Pick<Location, 'host' | 'origin'>
}

/**
 * Signs `address` in (PRODUCT.md §11), unless the session cookie already belongs to it: a wallet
 * that is signed in is not asked to sign again. Answers whether it asked for a signature.
 */
export async function signIn(
  { address, chainId }: { address: Address; chainId: number },
  {
    sign,
    getSession = getSessionAddress,
    getNonce = getSignInNonce,
    verify = verifySignIn,
    location = window.location,
  }: SignInDeps,
): Promise<boolean> {
  const current = await getSession()
  if (current?.toLowerCase() === address.toLowerCase()) return false
  const message = signInMessage({ address, chainId, nonce: await getNonce(), location })
  await verify(message, await sign(message))
  return true
}
