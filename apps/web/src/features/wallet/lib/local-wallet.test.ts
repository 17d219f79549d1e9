import { DEV_PRIVATE_KEYS } from '@memap/contracts/dev-accounts'
import { defineChain, type Hex, recoverTypedDataAddress, toHex, verifyMessage } from 'viem'
import { describe, expect, it } from 'vitest'
import { createLocalWalletProvider } from './local-wallet.ts'

const chain = defineChain({
  id: 31337,
  name: 'Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1/v0/rpc'] } },
})
const wallet = createLocalWalletProvider({
  privateKey: DEV_PRIVATE_KEYS[1],
  chain,
  rpcUrl: 'http://127.0.0.1:1/v0/rpc',
})
const address = wallet.account.address

describe('the local test wallet provider', () => {
  it('answers its account and the devnet chain', async () => {
    expect(await wallet.request({ method: 'eth_requestAccounts' })).toEqual([address])
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x7a69')
    await expect(
      wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa' }] }),
    ).rejects.toMatchObject({ code: 4902 })
  })

  it('signs personal_sign with its key', async () => {
    const message = 'Sign in to MeMap'
    const signature = (await wallet.request({
      method: 'personal_sign',
      params: [toHex(message), address],
    })) as Hex
    expect(await verifyMessage({ address, message, signature })).toBe(true)
  })

  it('signs eth_signTypedData_v4', async () => {
    const typed = {
      types: {
        EIP712Domain: [{ name: 'name', type: 'string' }],
        Mail: [{ name: 'contents', type: 'string' }],
      },
      primaryType: 'Mail',
      domain: { name: 'MeMap' },
      message: { contents: 'hello' },
    } as const
    const signature = (await wallet.request({
      method: 'eth_signTypedData_v4',
      params: [address, JSON.stringify(typed)],
    })) as Hex
    expect(await recoverTypedDataAddress({ ...typed, signature })).toBe(address)
  })
})
