// A minimal smart-contract wallet (ERC-1271, and a receiver of NFTs) whose owner's key signs for it, and a CREATE2
// factory that deploys it, as a Coinbase Smart Wallet is deployed on its first transaction.
// For tests only (here and in the API's).
import { createRequire } from 'node:module'
import {
  type Abi,
  type Address,
  encodeDeployData,
  encodeFunctionData,
  getContractAddress,
  type Hex,
  type PublicClient,
  type WalletClient,
} from 'viem'

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
  // Takes an NFT sent with safeTransfer or safeMint (a member's MeMap), as Coinbase's does.
  function onERC721Received(address, address, uint256, bytes calldata) external pure returns (bytes4) {
    return 0x150b7a02;
  }
}
contract TestSmartWalletFactory {
  function deploy(address owner, bytes32 salt) external returns (address) {
    return address(new TestSmartWallet{salt: salt}(owner));
  }
}`

type Compiled = { abi: Abi; bytecode: Hex }
let compiled: Record<'wallet' | 'factory', Compiled> | undefined

function compile(): Record<'wallet' | 'factory', Compiled> {
  if (compiled) return compiled
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
  compiled = { wallet: get('TestSmartWallet'), factory: get('TestSmartWalletFactory') }
  return compiled
}

/**
 * Deploys the factory from `deployer`; answers where a wallet of `owner` made with `salt` lives,
 * the factory call that makes it (for an ERC-6492 signature), and a way to deploy it now.
 */
export async function deploySmartWalletFactory(deployer: WalletClient, publicClient: PublicClient) {
  const { wallet, factory } = compile()
  const account = deployer.account
  if (!account) throw new Error('the deployer needs an account')
  const hash = await deployer.deployContract({
    abi: factory.abi,
    bytecode: factory.bytecode,
    account,
    chain: deployer.chain,
  })
  const receipt = await publicClient.waitForTransactionReceipt({ hash })
  if (!receipt.contractAddress) throw new Error('the wallet factory was not deployed')
  const address = receipt.contractAddress

  const addressOf = (owner: Address, salt: Hex): Address =>
    getContractAddress({
      opcode: 'CREATE2',
      from: address,
      salt,
      bytecode: encodeDeployData({ abi: wallet.abi, bytecode: wallet.bytecode, args: [owner] }),
    })
  const deployCall = (owner: Address, salt: Hex): Hex =>
    encodeFunctionData({ abi: factory.abi, functionName: 'deploy', args: [owner, salt] })
  return {
    address,
    addressOf,
    deployCall,
    /** Deploys the wallet of `owner` and `salt`; answers its address. */
    async deploy(owner: Address, salt: Hex): Promise<Address> {
      const sent = await deployer.sendTransaction({
        account,
        chain: deployer.chain,
        to: address,
        data: deployCall(owner, salt),
      })
      await publicClient.waitForTransactionReceipt({ hash: sent })
      return addressOf(owner, salt)
    },
  }
}
