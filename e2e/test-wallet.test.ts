import { type Devnet, startAnvil } from '@memap/contracts/anvil'
import { DEVNET_POLLING_MS } from '@memap/contracts/devnet-pace'
import type { Browser, Page } from 'playwright-core'
import {
  createPublicClient,
  type Hex,
  http,
  parseEther,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from './support/browser.ts'
import { TEST_WALLET_INFO, TestWallet } from './support/test-wallet.ts'

// The browser tests' wallet itself, on a bare devnet: what it announces, signs and sends.
describe('the test wallet', () => {
  let devnet: Devnet
  let browser: Browser
  let wallet: TestWallet
  let page: Page

  /** `window.ethereum.request(...)` in the page: its result, or the error's code. */
  const request = (method: string, params: unknown[] = []) =>
    page.evaluate(
      async ([method, params]) => {
        const { ethereum } = window as unknown as {
          ethereum: { request: (args: object) => Promise<unknown> }
        }
        try {
          return { result: await ethereum.request({ method, params }) }
        } catch (error) {
          return { code: (error as { code: number }).code }
        }
      },
      [method, params] as const,
    )

  beforeAll(async () => {
    ;[devnet, browser] = await Promise.all([startAnvil(), launchBrowser()])
    wallet = new TestWallet({ rpcUrl: devnet.rpcUrl, chainId: 31337 })
    page = await browser.newPage()
    await wallet.install(page)
    // Any page will do; this one never reaches the network.
    await page.route('http://wallet.test/', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>wallet</title>' }),
    )
    await page.goto('http://wallet.test/')
  })

  afterAll(async () => {
    await browser?.close()
    await devnet?.stop()
  })

  it('announces itself through EIP-6963', async () => {
    const announced = await page.evaluate(() => {
      const infos: { name: string; rdns: string; icon: string }[] = []
      window.addEventListener('eip6963:announceProvider', (event) => {
        infos.push((event as CustomEvent).detail.info)
      })
      window.dispatchEvent(new Event('eip6963:requestProvider'))
      return infos
    })
    expect(announced).toEqual([expect.objectContaining(TEST_WALLET_INFO)])
  })

  it('answers its account and starts on a chain the devnet is not', async () => {
    expect(await request('eth_requestAccounts')).toEqual({ result: [wallet.address] })
    expect(await request('eth_chainId')).toEqual({ result: '0x1' })
    expect(await request('wallet_switchEthereumChain', [{ chainId: '0x7a69' }])).toEqual({
      code: 4902,
    })
  })

  it('adds and switches to a chain, and tells the page', async () => {
    const changed = page.evaluate(
      () =>
        new Promise((resolve) => {
          const { ethereum } = window as unknown as {
            ethereum: { on: (event: string, listener: (chainId: unknown) => void) => void }
          }
          ethereum.on('chainChanged', resolve)
        }),
    )
    const added = await request('wallet_addEthereumChain', [
      { chainId: '0x7a69', chainName: 'Devnet', rpcUrls: [devnet.rpcUrl] },
    ])
    expect(added).toEqual({ result: null })
    expect(await changed).toBe('0x7a69')
    expect(await request('eth_chainId')).toEqual({ result: '0x7a69' })
    // Other calls go to the chain's RPC.
    expect(await request('eth_blockNumber')).toMatchObject({ result: expect.stringMatching(/^0x/) })
  })

  it('signs messages and typed data with its key', async () => {
    const message = 'Sign in to MeMap'
    const personal = await request('personal_sign', [
      `0x${Buffer.from(message).toString('hex')}`,
      wallet.address,
    ])
    const signature = personal.result as Hex
    expect(await verifyMessage({ address: wallet.address, message, signature })).toBe(true)

    const typedData = {
      domain: { name: 'MeMap', version: '1', chainId: 31337 },
      types: { Hello: [{ name: 'who', type: 'string' }] },
      primaryType: 'Hello',
      message: { who: 'Ann' },
    } as const
    const typed = await request('eth_signTypedData_v4', [wallet.address, JSON.stringify(typedData)])
    expect(
      await verifyTypedData({
        ...typedData,
        address: wallet.address,
        signature: typed.result as Hex,
      }),
    ).toBe(true)
    expect(wallet.count('personal_sign')).toBe(1)
  })

  it('signs and sends transactions on the devnet', async () => {
    await wallet.fund(parseEther('1'))
    const to = privateKeyToAccount(generatePrivateKey()).address
    const sent = await request('eth_sendTransaction', [
      { from: wallet.address, to, value: '0x2386f26fc10000' },
    ])
    const chain = createPublicClient({
      transport: http(devnet.rpcUrl),
      pollingInterval: DEVNET_POLLING_MS,
    })
    const receipt = await chain.waitForTransactionReceipt({ hash: sent.result as Hex })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(wallet.address.toLowerCase())
    expect(await chain.getBalance({ address: to })).toBe(parseEther('0.01'))
  })

  it('says no (4001) to what the user refuses', async () => {
    wallet.refuse('personal_sign')
    expect(await request('personal_sign', ['0x00', wallet.address])).toEqual({ code: 4001 })
  })

  it('answers 4200 to a method it is made to lack, as a wallet that signs no typed data', async () => {
    wallet.lacks('eth_signTypedData_v4')
    const typedData = JSON.stringify({
      domain: { name: 'x' },
      types: { EIP712Domain: [{ name: 'name', type: 'string' }] },
      primaryType: 'EIP712Domain',
      message: {},
    })
    expect(await request('eth_signTypedData_v4', [wallet.address, typedData])).toEqual({
      code: 4200,
    })
    wallet.knows('eth_signTypedData_v4')
    expect(await request('eth_signTypedData_v4', [wallet.address, typedData])).toEqual({
      result: expect.stringMatching(/^0x[0-9a-f]{130}$/),
    })
  })
})
