// `npm run deploy`: deploys the contracts to the chain the environment names and prints the
// variables that make the server use them. With NFT_CONTRACT, that MeMap is kept (its tokens are
// the members') and Whoom, BadgeShop and the BatchMinter are deployed: the upgrade from version 1.
// With MAIN_CONTRACT and BADGE_CONTRACT too, only the BatchMinter is: the upgrade from version 2.
import { CONTRACTS_VERSION, deployContracts } from '@memap/contracts/deploy'
import { addressSchema } from '@memap/shared/address'
import { apiPathPrefix } from '@memap/shared/endpoint'
import { nftMetadata } from '@memap/shared/endpoints/profile'
import { z } from 'zod'
import { createChainClients } from './clients.ts'

const envSchema = z.object({
  RPC_URL: z.url(),
  CHAIN_ID: z.enum(['10', '11155420']).transform(Number),
  SIGNER_PRIVATE_KEY: z
    .string()
    .regex(/^0x[0-9a-fA-F]{64}$/, 'must be 0x followed by 64 hex digits'),
  PUBLIC_URL: z.url(),
  NFT_CONTRACT: addressSchema.optional(),
  MAIN_CONTRACT: addressSchema.optional(),
  BADGE_CONTRACT: addressSchema.optional(),
})

const parsed = envSchema.safeParse(process.env)
if (!parsed.success) {
  console.error('npm run deploy needs:')
  for (const issue of parsed.error.issues)
    console.error(`- ${issue.path.join('.')}: ${issue.message}`)
  process.exit(1)
}
const env = parsed.data
const clients = createChainClients({
  chainId: env.CHAIN_ID,
  rpcUrl: env.RPC_URL,
  privateKey: env.SIGNER_PRIVATE_KEY as `0x${string}`,
})
console.error(
  `deploying contracts version ${CONTRACTS_VERSION} from ${clients.account.address} to chain ${env.CHAIN_ID}` +
    (env.NFT_CONTRACT
      ? `, keeping ${[env.NFT_CONTRACT, env.MAIN_CONTRACT, env.BADGE_CONTRACT].filter(Boolean).join(', ')}…`
      : '…'),
)
const contracts = await deployContracts({
  walletClient: clients.walletClient,
  publicClient: clients.publicClient,
  nftBaseUri: `${env.PUBLIC_URL.replace(/\/+$/, '')}${apiPathPrefix(nftMetadata)}`,
  kept: env.NFT_CONTRACT
    ? { nft: env.NFT_CONTRACT, main: env.MAIN_CONTRACT, badge: env.BADGE_CONTRACT }
    : undefined,
}).catch((error: Error) => {
  console.error(error.message)
  process.exit(1)
})
console.log(`NFT_CONTRACT=${contracts.nft}`)
console.log(`MAIN_CONTRACT=${contracts.main}`)
console.log(`BADGE_CONTRACT=${contracts.badge}`)
console.log(`BATCH_CONTRACT=${contracts.batch}`)
