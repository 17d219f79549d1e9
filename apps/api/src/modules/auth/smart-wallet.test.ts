import { DEV_PRIVATE_KEYS } from '@memap/contracts/dev-accounts'
import { deploySmartWalletFactory } from '@memap/contracts/test-smart-wallet'
import {
  createWalletClient,
  type Hex,
  http,
  keccak256,
  serializeErc6492Signature,
  toHex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../test/app.ts'
import { newAccount, signInMessage } from '../../test/sign-in.ts'

// A smart-contract wallet (ERC-1271) whose owner's key signs for it, made by a CREATE2 factory as
// a Coinbase smart wallet is deployed on its first transaction.
describe('Sign-In with Ethereum from a smart-contract wallet', () => {
  const t = useTestApp()
  let factory: Awaited<ReturnType<typeof deploySmartWalletFactory>>

  beforeAll(async () => {
    const deployer = createWalletClient({
      account: privateKeyToAccount(DEV_PRIVATE_KEYS[5]),
      chain: t.chain.chain,
      transport: http(t.chain.rpcUrl),
    })
    factory = await deploySmartWalletFactory(deployer, t.chain.publicClient)
  })

  const verify = (message: string, signature: Hex) =>
    t.app.inject({ method: 'POST', url: '/v0/auth/verify', payload: { message, signature } })

  it('accepts a deployed wallet’s ERC-1271 signature', async () => {
    const owner = newAccount()
    const salt = keccak256(toHex('deployed'))
    const wallet = await factory.deploy(owner.address, salt)
    const message = await signInMessage(t.app, wallet)
    const res = await verify(message, await owner.signMessage({ message }))
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ data: { address: wallet, moderator: false } })
    const stranger = await signInMessage(t.app, wallet)
    expect(
      (await verify(stranger, await newAccount().signMessage({ message: stranger }))).statusCode,
    ).toBe(401)
  })

  it('accepts a not-yet-deployed wallet’s ERC-6492 signature', async () => {
    const owner = newAccount()
    const salt = keccak256(toHex('counterfactual'))
    const wallet = factory.addressOf(owner.address, salt)
    expect(await t.chain.publicClient.getCode({ address: wallet })).toBeUndefined()
    const message = await signInMessage(t.app, wallet)
    const signature = serializeErc6492Signature({
      address: factory.address,
      data: factory.deployCall(owner.address, salt),
      signature: await owner.signMessage({ message }),
    })
    const res = await verify(message, signature)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ data: { address: wallet, moderator: false } })
  })
})
