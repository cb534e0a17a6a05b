import { type Address, encodeDeployData, getAddress, getContractAddress, pad } from 'viem'
import { sandboxAccountArtifact } from './sandboxAccountArtifact.js'

/**
 * The address `factory`'s `createAccount(owner)` deploys the owner's `SandboxAccount` to, deployed
 * or not: CREATE2 from the factory, salted by the owner's address, of the account's creation code
 * with the owner as its constructor argument (what the factory's `accountOf` computes on chain).
 * Pure: no chain is asked.
 * @example
 * const account = smartAccountAddress(factory, privateKeyToAccount(ownerKey).address)
 */
export function smartAccountAddress(factory: Address, owner: Address): Address {
  const ownerAddress = getAddress(owner)
  return getContractAddress({
    opcode: 'CREATE2',
    from: getAddress(factory),
    salt: pad(ownerAddress, { size: 32 }),
    bytecode: encodeDeployData({ ...sandboxAccountArtifact.account, args: [ownerAddress] }),
  })
}
