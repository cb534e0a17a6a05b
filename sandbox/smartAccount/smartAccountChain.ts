// The sandbox's smart accounts on its local chains, for the secure-site stand-in: the factory's
// deployment, each user's account address, its deployment on first use, sending through it and
// signing as it (EIP-1271, ERC-6492 before deployment). The contract is SandboxAccount.sol: an
// owner-executes account, not ERC-4337. The parameter and result types are exported by the files
// that declare them (SmartAccountCall, EnsureSmartAccountReturnType, SignAsSmartAccountParameters).
export {
  deploySmartAccountFactory,
  smartAccountDeployerKey,
  smartAccountFactoryAddress,
} from './deploySmartAccountFactory.js'
export { ensureSmartAccount } from './ensureSmartAccount.js'
export { sendFromSmartAccount } from './sendFromSmartAccount.js'
export {
  personalSignAsSmartAccount,
  signAsSmartAccount,
  typedDataSignAsSmartAccount,
} from './signAsSmartAccount.js'
export { smartAccountAddress } from './smartAccountAddress.js'
export { isDeployed } from './smartAccountClients.js'
