import type { Hex } from 'viem'
import { isDeployed, smartAccountAddress } from '../smartAccount/smartAccountChain.js'
import type { AccountType, LoginUser } from './createLoginStore.js'
import { parseChainId } from './rpcMethods.js'

/** The smart accounts a secure site offers: the factory, and the chains it is deployed on. */
export interface SmartAccountsOption {
  /** The `SandboxAccountFactory` (`deploySmartAccountFactory`), at this address on every chain. */
  factory: Hex
  /** The eip155 chains (served by the site) with the factory deployed. */
  chainIds: readonly number[]
}

/** The account a session acts as on one chain. */
export interface ActiveAccount {
  type: AccountType
  address: Hex
  /** The user's key's address, which owns the smart account and pays its gas. */
  owner: Hex
  /** The smart account's factory, when `type` is 'smartAccount'. */
  factory?: Hex
}

export interface SiteSmartAccounts {
  factory: Hex
  /** The chain ids with smart accounts, in the order given. */
  chainIds: readonly number[]
  /** Whether `chainId` (in any form the kit sends) offers smart accounts. */
  isEnabled(chainId: unknown): boolean
  /** The smart account of `owner` (the same on every chain: one factory address). */
  addressOf(owner: Hex): Hex
  /** Whether the smart account of `owner` has code on `chainId` yet. */
  isDeployed(chainId: number, owner: Hex): Promise<boolean>
}

/**
 * The secure site's view of the sandbox's smart accounts: only the chains both served (`chains`)
 * and named in `option` are enabled.
 * @example const smartAccounts = createSiteSmartAccounts({ factory, chainIds: [31337] }, chains)
 */
export function createSiteSmartAccounts(
  option: SmartAccountsOption,
  chains: Readonly<Record<number, string>>,
): SiteSmartAccounts {
  const chainIds = option.chainIds.filter((chainId) => Object.hasOwn(chains, chainId))
  return {
    factory: option.factory,
    chainIds,
    isEnabled(chainId) {
      const id = parseChainId(chainId)
      return id !== undefined && chainIds.includes(id)
    },
    addressOf: (owner) => smartAccountAddress(option.factory, owner),
    async isDeployed(chainId, owner) {
      const rpcUrl = chains[chainId]
      if (!rpcUrl || !chainIds.includes(chainId)) return false
      return isDeployed(rpcUrl, smartAccountAddress(option.factory, owner))
    },
  }
}

/**
 * The account `user` acts as on `chainId`: the smart account when the session prefers it and the
 * chain offers one, else the user's key's (EOA).
 * @example activeAccountOf(smartAccounts, user, 'smartAccount', 31337)
 */
export function activeAccountOf(
  smartAccounts: SiteSmartAccounts | undefined,
  user: Pick<LoginUser, 'address'>,
  preferred: AccountType | undefined,
  chainId: unknown,
): ActiveAccount {
  if (preferred === 'smartAccount' && smartAccounts?.isEnabled(chainId)) {
    return {
      type: 'smartAccount',
      address: smartAccounts.addressOf(user.address),
      owner: user.address,
      factory: smartAccounts.factory,
    }
  }
  return { type: 'eoa', address: user.address, owner: user.address }
}
