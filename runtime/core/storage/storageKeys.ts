import type { CaipNetworkId, ChainNamespace } from '../../../schema/index.js'

/** Every key the kit writes starts with this; nothing else in the page's storage is touched. */
export const storagePrefix = '@appkit/'

/** The item families of SPEC section 3, each its own sub-prefix (`@appkit/network/...`). */
export type StorageGroup = 'wallet' | 'network' | 'connection' | 'cache' | 'auth'

/** A typed storage item: its full key, the version of its stored shape and a shape check. */
export interface StorageKey<Value> {
  readonly key: string
  /** Bump when the stored shape changes: values of another version are discarded on read. */
  readonly version: number
  readonly isValid: (value: unknown) => value is Value
  /** Applied on read and write (e.g. the cap on recent wallets). */
  readonly normalize?: (value: Value) => Value
}

/** The wallet-connection deep link the user picked on mobile. */
export interface DeepLinkChoice {
  href: string
  name: string
}

/** A wallet the user connected with recently (SPEC section 3; at most 2 kept). */
export interface RecentWallet {
  id: string
  name: string
  rdns?: string
  href?: string
}

/** A sign-in kept in the browser: the signed text and its signature; the rest is read from the text. */
export interface StoredSiwxSession {
  message: string
  signature: string
}

export type StoredConnectionStatus = 'disconnected' | 'connecting' | 'connected'
export type StoredAccountType = 'eoa' | 'smartAccount' | 'payment' | 'ordinal'

/**
 * A wallet connection of a namespace the multi-wallet feature keeps (SPEC section 3's connection
 * record): its connector, accounts, network and, for the embedded wallet, the auth name.
 */
export interface StoredConnection {
  connectorId: string
  name: string
  accounts: readonly { address: string }[]
  caipNetworkId?: CaipNetworkId
  authName?: string
}

/** Connections kept per namespace (multi-wallet); the oldest go first. */
const maxStoredConnections = 10

/** Recent wallets kept (SPEC section 9). */
export const maxRecentWallets = 2

/** Browser sign-in sessions kept: one per account and network, the newest last. */
export const maxStoredSiwxSessions = 20

const namespaces: readonly string[] = ['eip155', 'solana', 'bip122', 'polkadot', 'cosmos']
const accountTypes: readonly string[] = ['eoa', 'smartAccount', 'payment', 'ordinal']

type Guard<T> = (value: unknown) => value is T
const isString: Guard<string> = (v): v is string => typeof v === 'string' && v.length <= 2048
const isBoolean: Guard<boolean> = (v): v is boolean => typeof v === 'boolean'
const isNumber: Guard<number> = (v): v is number => typeof v === 'number' && Number.isFinite(v)
const isNamespace: Guard<ChainNamespace> = (v): v is ChainNamespace =>
  typeof v === 'string' && namespaces.includes(v)
const isCaipNetworkId: Guard<CaipNetworkId> = (v): v is CaipNetworkId =>
  typeof v === 'string' && /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/.test(v)
const isRecord = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v)
const listOf =
  <T>(guard: Guard<T>): Guard<readonly T[]> =>
  (v): v is readonly T[] =>
    Array.isArray(v) && v.every(guard)
const optionalString = (v: unknown) => v === undefined || isString(v)

const isDeepLinkChoice: Guard<DeepLinkChoice> = (v): v is DeepLinkChoice =>
  isRecord(v) && isString(v.href) && isString(v.name)
const isRecentWallet: Guard<RecentWallet> = (v): v is RecentWallet =>
  isRecord(v) &&
  isString(v.id) &&
  isString(v.name) &&
  optionalString(v.rdns) &&
  optionalString(v.href)
const isStoredSiwxSession: Guard<StoredSiwxSession> = (v): v is StoredSiwxSession =>
  isRecord(v) &&
  typeof v.message === 'string' &&
  v.message.length <= 16_384 &&
  typeof v.signature === 'string' &&
  v.signature.length <= 16_384
const isStoredConnection: Guard<StoredConnection> = (v): v is StoredConnection =>
  isRecord(v) &&
  isString(v.connectorId) &&
  isString(v.name) &&
  Array.isArray(v.accounts) &&
  v.accounts.length <= 100 &&
  v.accounts.every((account) => isRecord(account) && isString(account.address)) &&
  (v.caipNetworkId === undefined || isCaipNetworkId(v.caipNetworkId)) &&
  optionalString(v.authName)
/** The mini-app social login this browser started: its one-time nonce and when it lapses (ms). */
export interface PendingSocialRedirect {
  nonce: string
  expiresAt: number
}
const isPendingSocialRedirect: Guard<PendingSocialRedirect> = (v): v is PendingSocialRedirect =>
  isRecord(v) && isString(v.nonce) && isNumber(v.expiresAt)
const isStatus: Guard<StoredConnectionStatus> = (v): v is StoredConnectionStatus =>
  v === 'disconnected' || v === 'connecting' || v === 'connected'
const isAccountTypes: Guard<Partial<Record<ChainNamespace, StoredAccountType>>> = (
  v,
): v is Partial<Record<ChainNamespace, StoredAccountType>> =>
  isRecord(v) &&
  Object.entries(v).every(
    ([k, t]) => isNamespace(k) && typeof t === 'string' && accountTypes.includes(t),
  )

function item<Value>(
  group: StorageGroup,
  name: string,
  isValid: Guard<Value>,
  normalize?: (value: Value) => Value,
): StorageKey<Value> {
  return {
    key: `${storagePrefix}${group}/${name}`,
    version: 1,
    isValid,
    ...(normalize ? { normalize } : {}),
  }
}

/**
 * The storage items of SPEC section 3. Per-namespace items are functions of the namespace.
 * Cache items arrive with the API clients that fill them.
 * @example
 * storage.set(storageKeys.activeCaipNetworkId, 'eip155:8453')
 * storage.get(storageKeys.connectedConnectorId('eip155')) // 'injected' | undefined
 */
export const storageKeys = {
  deepLinkChoice: item('wallet', 'deeplink_choice', isDeepLinkChoice),
  recentWallets: item('wallet', 'recent_wallets', listOf(isRecentWallet), (list) =>
    list.slice(0, maxRecentWallets),
  ),
  activeNamespace: item('network', 'active_namespace', isNamespace),
  activeCaipNetworkId: item('network', 'active_caip_network_id', isCaipNetworkId),
  /**
   * The last configured network of each namespace, active or not: a connection restored in a
   * namespace the kit picks the network of (Solana) comes back on it, not on the first one.
   */
  namespaceCaipNetworkId: (namespace: ChainNamespace) =>
    item('network', `${namespace}/caip_network_id`, isCaipNetworkId),
  connectedConnectorId: (namespace: ChainNamespace) =>
    item('connection', `${namespace}/connected_connector_id`, isString),
  disconnectedConnectorIds: (namespace: ChainNamespace) =>
    item('connection', `${namespace}/disconnected_connector_ids`, listOf(isString)),
  /** The wallet connections of a namespace (multi-wallet), the connected one among them. */
  connections: (namespace: ChainNamespace) =>
    item('connection', `${namespace}/connections`, listOf(isStoredConnection), (list) =>
      list.slice(-maxStoredConnections),
    ),
  connectionStatus: item('connection', 'status', isStatus),
  connectedNamespaces: item('connection', 'connected_namespaces', listOf(isNamespace)),
  socialProvider: item('auth', 'social_provider', isString),
  socialUsername: item('auth', 'social_username', isString),
  /** The social provider of a mini-app login on a messaging platform. */
  messagingSocialProvider: item('auth', 'messaging_social_provider', isString),
  /** The nonce that login sent along in its return address, which must come back with it. */
  messagingSocialNonce: item('auth', 'messaging_social_nonce', isPendingSocialRedirect),
  preferredAccountTypes: item('auth', 'preferred_account_types', isAccountTypes),
  loginUsed: item('auth', 'login_used', isBoolean),
  email: item('auth', 'email', isString),
  /** Milliseconds since the epoch. */
  lastLoginTime: item('auth', 'last_login_time', isNumber),
  lastChain: item('auth', 'last_chain', isNamespace),
  /**
   * A sign-out the secure site has not confirmed (it could not be reached), tried again at each
   * start: how many tries it has had.
   */
  signOutPending: item('auth', 'sign_out_pending', isNumber),
  /** eip155 chain ids where the embedded wallet offers a smart account. */
  smartAccountNetworks: item('auth', 'smart_account_networks', listOf(isNumber)),
  /** Sign-in sessions kept in the browser (no `siwx.endpoint`). */
  siwxSessions: item('auth', 'siwx_sessions', listOf(isStoredSiwxSession), (list) =>
    list.slice(-maxStoredSiwxSessions),
  ),
  /** The network of the last sign-in: where a cancelled required sign-in returns (SPEC section 4). */
  siwxLastNetwork: item('auth', 'siwx_last_network', isCaipNetworkId),
} as const
