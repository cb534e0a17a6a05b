import {
  type Address,
  createTestClient,
  getAddress,
  getContractAddress,
  type Hex,
  http,
  keccak256,
  parseEther,
  stringToBytes,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { sandboxAccountArtifact } from './sandboxAccountArtifact.js'
import { isDeployed, mined, publicClientOf, walletClientOf } from './smartAccountClients.js'

/**
 * The key that deploys the sandbox's `SandboxAccountFactory`: keccak256 of a fixed label, public
 * test data like anvil's dev mnemonic, never a secret and never holding anything of value. Being
 * fixed, and deploying with its first transaction (nonce 0), it puts the factory at the same
 * address on every local chain, so each user's smart account has one address on all of them.
 */
export const smartAccountDeployerKey: Hex = keccak256(
  stringToBytes('appkit sandbox: SandboxAccountFactory deployer'),
)

const deployer = privateKeyToAccount(smartAccountDeployerKey).address

/** Where `deploySmartAccountFactory` puts the factory on every local chain. */
export const smartAccountFactoryAddress: Address = getContractAddress({ from: deployer, nonce: 0n })

// Enough for the deployment at anvil's fees many times over; the deployer holds nothing else.
const deployerFunds = parseEther('1')

// Deployments under way, by RPC URL: two callers on one chain share one deployment instead of
// racing for the deployer's nonce 0. Each entry is removed once it settles.
const pending = new Map<string, Promise<Address>>()

/**
 * Deploys the sandbox's smart-account factory on the local (anvil) chain at `rpcUrl`, from the fixed
 * sandbox deployer key funded with `anvil_setBalance` just before, at nonce 0: its address is
 * `smartAccountFactoryAddress` on every fresh chain. Idempotent: when the factory is already there
 * it only returns the address. Throws when the deployer already sent something else on this chain
 * (the address would differ), and on a chain that is not anvil.
 * @example
 * const chain = await startChain()
 * const factory = await deploySmartAccountFactory(chain.rpcUrl)
 */
export function deploySmartAccountFactory(rpcUrl: string): Promise<Address> {
  let deployment = pending.get(rpcUrl)
  if (!deployment) {
    deployment = deploy(rpcUrl).finally(() => pending.delete(rpcUrl))
    pending.set(rpcUrl, deployment)
  }
  return deployment
}

async function deploy(rpcUrl: string): Promise<Address> {
  if (await isDeployed(rpcUrl, smartAccountFactoryAddress)) return smartAccountFactoryAddress
  const nonce = await publicClientOf(rpcUrl).getTransactionCount({ address: deployer })
  if (nonce !== 0) {
    throw new Error(
      `The sandbox deployer ${deployer} already sent ${nonce} transaction(s) on ${rpcUrl}, and no ` +
        `SandboxAccountFactory is at ${smartAccountFactoryAddress}: start from a fresh chain.`,
    )
  }
  const anvil = createTestClient({ mode: 'anvil', transport: http(rpcUrl, { retryCount: 0 }) })
  await anvil.setBalance({ address: deployer, value: deployerFunds })
  const wallet = await walletClientOf(rpcUrl, smartAccountDeployerKey)
  const hash = await wallet.deployContract({ ...sandboxAccountArtifact.factory, nonce: 0 })
  const receipt = await mined(rpcUrl, hash, 'deploySmartAccountFactory')
  const deployed = receipt.contractAddress ? getAddress(receipt.contractAddress) : undefined
  if (deployed !== smartAccountFactoryAddress) {
    throw new Error(
      `SandboxAccountFactory landed at ${deployed}, not ${smartAccountFactoryAddress}`,
    )
  }
  return smartAccountFactoryAddress
}
