import type { ChainNamespace, NormalizedConfig } from '../../../schema/index.js'

/** `namespace:reference:address` (CAIP-10), e.g. `eip155:1:0xabc...`. */
export type CaipAddress = `${string}:${string}:${string}`

/** Connection status of one namespace (SPEC section 4). */
export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected'

/** eoa and smartAccount for EVM and Solana; payment and ordinal for Bitcoin. */
export type AccountType = 'eoa' | 'smartAccount' | 'payment' | 'ordinal'

/** The tabs of the account view (SPEC section 2). */
export type AccountTab = 'Tokens' | 'NFTs' | 'Activity'

/** One of the connection's accounts; Bitcoin ones carry their key and derivation path. */
export interface AccountEntry {
  namespace: ChainNamespace
  address: string
  type: AccountType
  publicKey?: string
  path?: string
}

/** The signed-in user of the embedded (email / social) wallet. */
export interface AccountUser {
  accounts: readonly { type: 'smartAccount' | 'eoa'; address: string }[]
  username?: string
  email?: string
}

export interface ConnectedWalletInfo {
  name: string
  icon?: string
  identifier?: string
  social?: string
}

/** A token balance row of the account view (SPEC section 3). */
export interface TokenBalance {
  name: string
  symbol: string
  chainId: string
  address?: string
  value?: number
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}

/**
 * Everything the kit knows about the account of one chain namespace (SPEC section 3). A field
 * marked "Not fed yet" keeps its initial value until the feature named sets it
 * (`notFedYet.test.ts` keeps the marks true).
 */
export interface AccountState {
  namespace: ChainNamespace
  caipAddress: CaipAddress | undefined
  address: string | undefined
  /** Decimal string of the native balance. */
  balance: string | undefined
  balanceSymbol: string | undefined
  profileName: string | undefined
  profileImage: string | undefined
  /** The signed-in user of the embedded wallet (eip155): its accounts, user name and email. */
  user: AccountUser | undefined
  /** Whether the embedded wallet's smart account, when it is the one in use, is on chain yet. */
  smartAccountDeployed: boolean
  currentTab: AccountTab
  tokenBalance: readonly TokenBalance[]
  /** Not fed yet: SPEC section 3 lists it; no filed issue sets it. */
  addressLabels: Readonly<Record<string, string>>
  connectedWalletInfo: ConnectedWalletInfo | undefined
  preferredAccountType: AccountType
  /** The social provider of the embedded wallet's login (`google`, ..., `farcaster`). */
  socialProvider: string | undefined
  /** The social login popup while it is open. */
  socialWindow: Window | undefined
  /** The Farcaster login's URI while its QR code is shown. */
  farcasterUrl: string | undefined
  status: ConnectionStatus
  allAccounts: readonly AccountEntry[]
}

/**
 * The disconnected account of a namespace, with the config's default account type.
 * @example
 * createAccountState('eip155', config).preferredAccountType // 'smartAccount' by default
 */
export function createAccountState(
  namespace: ChainNamespace,
  config: Pick<NormalizedConfig, 'defaultAccountTypes'>,
): AccountState {
  const types: Partial<Record<ChainNamespace, AccountType>> = config.defaultAccountTypes
  return {
    namespace,
    caipAddress: undefined,
    address: undefined,
    balance: undefined,
    balanceSymbol: undefined,
    profileName: undefined,
    profileImage: undefined,
    user: undefined,
    smartAccountDeployed: false,
    currentTab: 'Tokens',
    tokenBalance: [],
    addressLabels: {},
    connectedWalletInfo: undefined,
    preferredAccountType: types[namespace] ?? 'eoa',
    socialProvider: undefined,
    socialWindow: undefined,
    farcasterUrl: undefined,
    status: 'disconnected',
    allAccounts: [],
  }
}
