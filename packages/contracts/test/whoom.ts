import { type Address, type Hex, parseAbiItem, parseEther } from 'viem'
import { whoomAbi } from '../generated/Whoom.ts'
import type { TestChain } from './chain.ts'

/** The ERC-677 overload, named by its full signature: a bare `Transfer` also matches ERC-20's. */
export const erc677TransferEvent = parseAbiItem(
  'event Transfer(address indexed from, address indexed to, uint256 value, bytes data)',
)

type Wallet = TestChain['deployer']

export async function mintWhoom(t: TestChain, to: Address, amount = parseEther('100')) {
  const hash = await t.deployer.writeContract({
    address: t.contracts.main,
    abi: whoomAbi,
    functionName: 'mint',
    args: [to, amount],
  })
  return t.publicClient.waitForTransactionReceipt({ hash })
}

export async function transferAndCall(
  t: TestChain,
  from: Wallet,
  to: Address,
  value: bigint,
  data: Hex,
) {
  const hash = await from.writeContract({
    address: t.contracts.main,
    abi: whoomAbi,
    functionName: 'transferAndCall',
    args: [to, value, data],
  })
  return t.publicClient.waitForTransactionReceipt({ hash })
}

export function balanceOf(t: TestChain, account: Address) {
  return t.publicClient.readContract({
    address: t.contracts.main,
    abi: whoomAbi,
    functionName: 'balanceOf',
    args: [account],
  })
}
