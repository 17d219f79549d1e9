import type { Address } from 'viem'

/** ERC-2612's Permit, as Whoom's `permit` checks it (OpenZeppelin's ERC20Permit, name Whoom, version 1). */
export const PERMIT_TYPES = {
  Permit: [
    { name: 'owner', type: 'address' },
    { name: 'spender', type: 'address' },
    { name: 'value', type: 'uint256' },
    { name: 'nonce', type: 'uint256' },
    { name: 'deadline', type: 'uint256' },
  ],
} as const

/** EIP-712's domain fields of the permit, as a wallet's `eth_signTypedData_v4` asks them listed. */
export const PERMIT_DOMAIN_FIELDS = [
  { name: 'name', type: 'string' },
  { name: 'version', type: 'string' },
  { name: 'chainId', type: 'uint256' },
  { name: 'verifyingContract', type: 'address' },
] as const

export type PermitParameters = {
  chainId: number
  /** The Whoom token: the domain's verifying contract. */
  token: Address
  owner: Address
  spender: Address
  value: bigint
  /** The token's `nonces(owner)` when signed: each permit used takes the next. */
  nonce: bigint
  /** Unix seconds; the permit is refused after it. */
  deadline: bigint
}

/**
 * The EIP-712 typed data of a Whoom permit, for viem's `signTypedData` and `verifyTypedData`.
 *
 * @example
 * const signature = await wallet.signTypedData(permitTypedData({ chainId, token, owner, spender, value, nonce, deadline }))
 */
export function permitTypedData(parameters: PermitParameters) {
  const { chainId, token, owner, spender, value, nonce, deadline } = parameters
  return {
    domain: { name: 'Whoom', version: '1', chainId, verifyingContract: token },
    types: PERMIT_TYPES,
    primaryType: 'Permit',
    message: { owner, spender, value, nonce, deadline },
  } as const
}
