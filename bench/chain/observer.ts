import {
  type Address,
  getAddress,
  isAddressEqual,
  type PublicClient,
  parseAbiItem,
  parseEventLogs,
  zeroAddress,
} from 'viem'

const transfer = parseAbiItem(
  'event Transfer(address indexed from, address indexed to, uint256 value)',
)
const nftTransfer = parseAbiItem(
  'event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)',
)

/** One block MeMap used, as the observer saw it. */
export interface BlockUse {
  number: bigint
  gasLimit: bigint
  /** Gas of the signer's transactions in it. */
  ourGas: bigint
  ourTransactions: number
}

/**
 * Watches the chain from a block on, as a member's wallet would: when each wallet first held its
 * MeMap and its withdrawn Whoom (ms since `since`, at the poll that saw the block), how many of
 * each every wallet received (to prove each was minted once), and what the signer's transactions
 * took of each block's gas.
 */
export function observeChain(options: {
  client: PublicClient
  contracts: { nft: Address; main: Address }
  signer: Address
  fromBlock: bigint
  since: number
  pollMs?: number
}) {
  const { client, contracts, signer } = options
  const nftAt = new Map<Address, number>()
  const whoomAt = new Map<Address, number>()
  const nftCount = new Map<Address, number>()
  const whoomMinted = new Map<Address, bigint>()
  const blocks: BlockUse[] = []
  let next = options.fromBlock
  let stopped = false

  async function poll() {
    const head = await client.getBlockNumber({ cacheTime: 0 })
    if (head < next) return
    const seenAt = performance.now() - options.since
    const logs = await client.getLogs({ fromBlock: next, toBlock: head })
    const nftLogs = parseEventLogs({
      abi: [nftTransfer],
      logs: logs.filter((log) => isAddressEqual(log.address, contracts.nft)),
      strict: false,
    })
    for (const log of nftLogs) {
      if (log.args.from !== zeroAddress || !log.args.to) continue
      const to = getAddress(log.args.to)
      if (!nftAt.has(to)) nftAt.set(to, seenAt)
      nftCount.set(to, (nftCount.get(to) ?? 0) + 1)
    }
    const whoomLogs = parseEventLogs({
      abi: [transfer],
      logs: logs.filter((log) => isAddressEqual(log.address, contracts.main)),
      strict: false,
    })
    for (const log of whoomLogs) {
      if (log.args.from !== zeroAddress || !log.args.to) continue
      const to = getAddress(log.args.to)
      if (!whoomAt.has(to)) whoomAt.set(to, seenAt)
      whoomMinted.set(to, (whoomMinted.get(to) ?? 0n) + (log.args.value ?? 0n))
    }
    for (let number = next; number <= head; number++) {
      const block = await client.getBlock({ blockNumber: number, includeTransactions: true })
      const ours = block.transactions.filter((tx) => isAddressEqual(tx.from, signer))
      let ourGas = 0n
      for (const tx of ours) {
        ourGas += (await client.getTransactionReceipt({ hash: tx.hash })).gasUsed
      }
      if (ours.length > 0) {
        blocks.push({ number, gasLimit: block.gasLimit, ourGas, ourTransactions: ours.length })
      }
    }
    next = head + 1n
  }

  const running = (async () => {
    while (!stopped) {
      await poll()
      await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 200))
    }
    await poll()
  })()

  return {
    nftAt,
    whoomAt,
    nftCount,
    whoomMinted,
    blocks,
    async stop() {
      stopped = true
      await running
    },
  }
}
