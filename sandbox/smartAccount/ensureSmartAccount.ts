import { type Address, getAddress, type Hex, parseEventLogs } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { sandboxAccountArtifact } from './sandboxAccountArtifact.js'
import { smartAccountAddress } from './smartAccountAddress.js'
import { isDeployed, mined, walletClientOf } from './smartAccountClients.js'

export interface EnsureSmartAccountReturnType {
  /** The owner's smart account. */
  address: Address
  /** True when this call deployed it; false when it was there already. */
  deployedNow: boolean
}

/**
 * Makes sure the smart account of `ownerKey` exists on the chain at `rpcUrl`: when it has no code
 * yet, the owner sends `factory.createAccount(owner)` (and pays its gas, so it needs a balance)
 * and this waits for the receipt. `factory` must be deployed (`deploySmartAccountFactory`).
 * @example
 * const { address, deployedNow } = await ensureSmartAccount(rpcUrl, factory, ownerKey)
 */
export async function ensureSmartAccount(
  rpcUrl: string,
  factory: Address,
  ownerKey: Hex,
): Promise<EnsureSmartAccountReturnType> {
  const owner = privateKeyToAccount(ownerKey).address
  const address = smartAccountAddress(factory, owner)
  if (await isDeployed(rpcUrl, address)) return { address, deployedNow: false }
  if (!(await isDeployed(rpcUrl, factory))) {
    throw new Error(`No SandboxAccountFactory at ${factory} on ${rpcUrl}: deploy it first.`)
  }
  const wallet = await walletClientOf(rpcUrl, ownerKey)
  const hash = await wallet.writeContract({
    address: factory,
    abi: sandboxAccountArtifact.factory.abi,
    functionName: 'createAccount',
    args: [owner],
  })
  const receipt = await mined(rpcUrl, hash, 'createAccount')
  // Another sender may have deployed it between the check and this transaction (createAccount then
  // only answers the address): the factory's event says whether this one did.
  const created = parseEventLogs({
    abi: sandboxAccountArtifact.factory.abi,
    eventName: 'AccountCreated',
    logs: receipt.logs,
  }).some((log) => getAddress(log.address) === getAddress(factory) && log.args.account === address)
  return { address, deployedNow: created }
}
