import fs from 'node:fs/promises'
import path from 'node:path'
import { startAnvil } from '@memap/contracts/anvil'
import {
  CONTRACTS_VERSION,
  carryWhoomBalances,
  contractsHaveCode,
  deployContracts,
} from '@memap/contracts/deploy'
import { addressSchema } from '@memap/shared/address'
import type { FastifyBaseLogger } from 'fastify'
import { z } from 'zod'
import { createChainClients } from './clients.ts'
import type { ChainContext, ContractAddresses } from './context.ts'
import {
  ANVIL_FIRST_ACCOUNT,
  devnetSignerKey,
  expectSignerHoldsRoles,
  fundOnDevnet,
  signerKeyFile,
  takeOverFromAnvilFirst,
} from './devnet-signer.ts'

/**
 * deployment.json: the addresses, and the contracts' version (absent in a version 1 file; the
 * BatchMinter from version 3).
 */
const deploymentSchema = z.object({
  nft: addressSchema,
  main: addressSchema,
  badge: addressSchema,
  batch: addressSchema.optional(),
  version: z.number().int().positive().default(1),
})
type Deployment = z.output<typeof deploymentSchema>

export interface LocalChain {
  context: ChainContext
  stop(): Promise<void>
}

/**
 * Starts the embedded anvil devnet with its state under `dataDir/devnet`, and deploys the four
 * contracts on the first start, from a signer whose key is made for the data folder
 * (`devnet-signer.ts`): none of anvil's public dev keys holds a role. The addresses are kept
 * beside the chain state, so a restart keeps both; a chain whose state was lost gets a fresh
 * deployment. A folder made before is brought up to date in steps, each said in one line: the
 * signer moved off anvil's first dev key, then the contracts of an older version upgraded.
 */
export async function startLocalChain(options: {
  dataDir: string
  nftBaseUri: string
  log: FastifyBaseLogger
}): Promise<LocalChain> {
  const dir = path.join(options.dataDir, 'devnet')
  await fs.mkdir(dir, { recursive: true })
  const statePath = path.join(dir, 'state.json')
  await stopOrphanedDevnets(statePath, options.log)
  const devnet = await startAnvilKeepingState(statePath, options.log)
  try {
    const clients = createChainClients({
      chainId: 31337,
      rpcUrl: devnet.rpcUrl,
      privateKey: await devnetSignerKey(dir),
    })
    const signer = clients.account.address
    await fundOnDevnet(devnet.rpcUrl, signer)
    const deploymentFile = path.join(dir, 'deployment.json')
    const stored = await readDeployment(deploymentFile)
    const deployed =
      stored !== undefined &&
      (await contractsHaveCode(clients.publicClient, Object.values(addressesOf(stored))))
    if (
      deployed &&
      (await takeOverFromAnvilFirst({
        rpcUrl: devnet.rpcUrl,
        publicClient: clients.publicClient,
        contracts: addressesOf(stored),
        signer,
      }))
    ) {
      options.log.warn(
        `devnet signer moved off anvil's public dev key ${ANVIL_FIRST_ACCOUNT.address} to ${signer}, ` +
          `whose key was made for this data folder (${signerKeyFile(dir)}): MeMap's and Whoom's roles ` +
          `and the BadgeShop${stored.batch ? ' and BatchMinter' : ''} handed over, and renounced by the dev key`,
      )
    }
    let contracts: ContractAddresses
    if (!stored || !deployed) {
      if (stored) options.log.warn('devnet lost its contracts; deploying them again')
      contracts = await deployContracts({
        walletClient: clients.walletClient,
        publicClient: clients.publicClient,
        nftBaseUri: options.nftBaseUri,
      })
      await writeDeployment(deploymentFile, contracts)
      options.log.info({ contracts }, 'deployed the contracts to the devnet')
    } else if (stored.version < CONTRACTS_VERSION) {
      contracts = await upgradeContracts(clients, stored, options.nftBaseUri)
      await writeDeployment(deploymentFile, contracts)
      options.log.warn(upgradeLine(stored, contracts))
    } else if (stored.version > CONTRACTS_VERSION) {
      throw new Error(
        `${deploymentFile} holds contracts of version ${stored.version}, newer than this ` +
          `MeMap's ${CONTRACTS_VERSION}: start the newer MeMap, or move the devnet aside and ` +
          `start on a fresh chain: mv ${dir} ${dir}.v${stored.version}`,
      )
    } else {
      contracts = addressesOf(stored)
    }
    await expectSignerHoldsRoles(clients.publicClient, contracts, signer, dir)
    return {
      context: { ...clients, chainId: 31337, rpcUrl: devnet.rpcUrl, contracts, isDevnet: true },
      stop: () => devnet.stop(),
    }
  } catch (error) {
    await devnet.stop()
    throw error
  }
}

/**
 * A crash in the middle of anvil's state dump can leave a file it refuses to load: keep that
 * file aside for inspection and start a fresh chain rather than not starting at all.
 */
async function startAnvilKeepingState(statePath: string, log: FastifyBaseLogger) {
  try {
    return await startAnvil({ statePath })
  } catch (error) {
    const stateExists = await fs.stat(statePath).then(
      () => true,
      () => false,
    )
    if (!stateExists) throw error
    const aside = `${statePath}.unreadable-${Date.now()}`
    await fs.rename(statePath, aside)
    log.error({ err: error, aside }, 'the devnet state could not be loaded; starting a fresh chain')
    return startAnvil({ statePath })
  }
}

/**
 * A server killed outright (SIGKILL, the OOM killer) cannot stop its anvil, which runs on and
 * keeps writing its chain to the state file every second, over the chain of the next server.
 * Such an anvil (one still running with this state file, found through /proc on Linux) is
 * stopped with SIGTERM, on which it writes its last state; the new one then loads that.
 */
async function stopOrphanedDevnets(statePath: string, log: FastifyBaseLogger): Promise<void> {
  let entries: string[]
  try {
    entries = await fs.readdir('/proc')
  } catch {
    return // no /proc: not Linux
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue
    const args: string[] = await fs.readFile(`/proc/${entry}/cmdline`, 'utf8').then(
      (text) => text.split('\0'),
      () => [],
    )
    const state = args.indexOf('--state')
    if (path.basename(args[0] ?? '') !== 'anvil' || args[state + 1] !== statePath) continue
    const pid = Number(entry)
    log.warn({ pid }, 'stopping the devnet that a killed server left running')
    try {
      process.kill(pid, 'SIGTERM')
    } catch {
      continue
    }
    const deadline = Date.now() + ORPHAN_STOP_MS
    while ((await isRunning(pid)) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    if (await isRunning(pid)) process.kill(pid, 'SIGKILL')
  }
}

const ORPHAN_STOP_MS = 10_000

/** True while the process runs (a zombie, exited but not yet reaped, does not). */
async function isRunning(pid: number): Promise<boolean> {
  const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined)
  if (stat === undefined) return false
  // The state follows the command name in parentheses: "pid (comm) S ...".
  return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z'
}

const addressesOf = ({ nft, main, badge, batch }: Deployment): ContractAddresses => ({
  nft,
  main,
  badge,
  ...(batch ? { batch } : {}),
})

/** What an upgrade changed, in one line of the log. */
function upgradeLine(stored: Deployment, contracts: ContractAddresses): string {
  const replaced =
    stored.main !== contracts.main
      ? `Whoom ${stored.main} -> ${contracts.main}, BadgeShop ${stored.badge} -> ${contracts.badge}, `
      : ''
  const carried = stored.main !== contracts.main ? ', on-chain Whoom balances carried over' : ''
  return (
    `devnet contracts upgraded from version ${stored.version} to ${CONTRACTS_VERSION}: ` +
    `${replaced}BatchMinter ${contracts.batch} ` +
    `(MeMap kept${carried}; addresses written to deployment.json)`
  )
}

/** Written whole or not at all: a crash mid-upgrade leaves the old file, and upgrades again. */
async function writeDeployment(file: string, contracts: ContractAddresses): Promise<void> {
  const deployment: Deployment = { ...contracts, version: CONTRACTS_VERSION }
  await fs.writeFile(`${file}.tmp`, `${JSON.stringify(deployment, null, 2)}\n`)
  await fs.rename(`${file}.tmp`, file)
}

/**
 * Brings a devnet of an older contracts version to this one. MeMap, whose tokens the database
 * names, is always kept. From version 1, Whoom and BadgeShop are deployed again (Whoom's code
 * changed, and the shop is bound to its token) and every holder's Whoom minted on the new token,
 * the old shop's to the new shop; the old contracts stay on the chain, unused. From version 2 on,
 * only the BatchMinter is added (version 3).
 */
async function upgradeContracts(
  clients: ReturnType<typeof createChainClients>,
  stored: Deployment,
  nftBaseUri: string,
): Promise<ContractAddresses> {
  const { walletClient, publicClient } = clients
  const keepsTokens = stored.version >= 2
  const contracts = await deployContracts({
    walletClient,
    publicClient,
    nftBaseUri,
    kept: keepsTokens ? addressesOf(stored) : { nft: stored.nft },
  })
  if (keepsTokens) return contracts
  await carryWhoomBalances({
    walletClient,
    publicClient,
    from: stored.main,
    to: contracts.main,
    rename: { [stored.badge]: contracts.badge },
  })
  return contracts
}

async function readDeployment(file: string): Promise<Deployment | undefined> {
  try {
    return deploymentSchema.parse(JSON.parse(await fs.readFile(file, 'utf8')))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
}
