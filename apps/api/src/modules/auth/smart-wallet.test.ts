import { createRequire } from 'node:module'
import { DEV_PRIVATE_KEYS } from '@memap/contracts/dev-accounts'
import {
  type Abi,
  createWalletClient,
  encodeDeployData,
  encodeFunctionData,
  getContractAddress,
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

// A minimal smart-contract wallet (ERC-1271) whose owner's key signs for it, and a CREATE2
// factory that deploys it, as a Coinbase smart wallet is deployed on its first transaction.
const SOURCE = `
pragma solidity ^0.8.24;
contract TestSmartWallet {
  address public immutable owner;
  constructor(address owner_) { owner = owner_; }
  function isValidSignature(bytes32 hash, bytes calldata sig) external view returns (bytes4) {
    if (sig.length != 65) return 0xffffffff;
    bytes32 r = bytes32(sig[0:32]);
    bytes32 s = bytes32(sig[32:64]);
    uint8 v = uint8(sig[64]);
    return ecrecover(hash, v, r, s) == owner ? bytes4(0x1626ba7e) : bytes4(0xffffffff);
  }
}
contract TestSmartWalletFactory {
  function deploy(address owner, bytes32 salt) external returns (address) {
    return address(new TestSmartWallet{salt: salt}(owner));
  }
}`

type Compiled = { abi: Abi; bytecode: Hex }

function compile(): Record<'wallet' | 'factory', Compiled> {
  const solc = createRequire(import.meta.url)('solc')
  const output = JSON.parse(
    solc.compile(
      JSON.stringify({
        language: 'Solidity',
        sources: { 'TestSmartWallet.sol': { content: SOURCE } },
        settings: { outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } } },
      }),
    ),
  )
  const get = (name: string): Compiled => {
    const contract = output.contracts['TestSmartWallet.sol'][name]
    return { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` }
  }
  return { wallet: get('TestSmartWallet'), factory: get('TestSmartWalletFactory') }
}

describe('Sign-In with Ethereum from a smart-contract wallet', () => {
  const t = useTestApp()
  const contracts = compile()
  let factory: `0x${string}`

  const deployer = () =>
    createWalletClient({
      account: privateKeyToAccount(DEV_PRIVATE_KEYS[5]),
      chain: t.chain.chain,
      transport: http(t.chain.rpcUrl),
    })

  beforeAll(async () => {
    const hash = await deployer().deployContract({
      abi: contracts.factory.abi,
      bytecode: contracts.factory.bytecode,
    })
    const receipt = await t.chain.publicClient.waitForTransactionReceipt({ hash })
    factory = receipt.contractAddress as `0x${string}`
  })

  const walletAddress = (owner: `0x${string}`, salt: Hex) =>
    getContractAddress({
      opcode: 'CREATE2',
      from: factory,
      salt,
      bytecode: encodeDeployData({
        abi: contracts.wallet.abi,
        bytecode: contracts.wallet.bytecode,
        args: [owner],
      }),
    })
  const deployCall = (owner: `0x${string}`, salt: Hex) =>
    encodeFunctionData({ abi: contracts.factory.abi, functionName: 'deploy', args: [owner, salt] })
  const verify = (message: string, signature: Hex) =>
    t.app.inject({ method: 'POST', url: '/v0/auth/verify', payload: { message, signature } })

  it('accepts a deployed wallet’s ERC-1271 signature', async () => {
    const owner = newAccount()
    const salt = keccak256(toHex('deployed'))
    const hash = await deployer().sendTransaction({
      to: factory,
      data: deployCall(owner.address, salt),
    })
    await t.chain.publicClient.waitForTransactionReceipt({ hash })
    const wallet = walletAddress(owner.address, salt)
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
    const wallet = walletAddress(owner.address, salt)
    expect(await t.chain.publicClient.getCode({ address: wallet })).toBeUndefined()
    const message = await signInMessage(t.app, wallet)
    const signature = serializeErc6492Signature({
      address: factory,
      data: deployCall(owner.address, salt),
      signature: await owner.signMessage({ message }),
    })
    const res = await verify(message, signature)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ data: { address: wallet, moderator: false } })
  })
})
