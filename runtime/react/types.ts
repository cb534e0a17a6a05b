import type { JSX, ReactNode } from 'react'
import type {
  CaipNetwork,
  CaipNetworkId,
  ChainNamespace,
  NormalizedConfig,
} from '../../schema/index.js'

/**
 * The React surface that a generated `appkit.generated.tsx` binds to its config. `NetworkId` is the
 * union of the configured CAIP network ids, so `switchNetwork('eip155:8453')` type-checks only when
 * Base is configured.
 */
export interface AppKitBindings<NetworkId extends CaipNetworkId = CaipNetworkId> {
  /** Creates the kit once per mount and makes it available to the hooks below. SSR-safe. */
  AppKitProvider(props: AppKitProviderProps): JSX.Element
  /** Connect when disconnected; balance and truncated address (4...6) when connected. */
  AppKitButton(props?: AppKitButtonProps): JSX.Element
  AppKitConnectButton(props?: AppKitConnectButtonProps): JSX.Element
  AppKitAccountButton(props?: AppKitAccountButtonProps): JSX.Element
  AppKitNetworkButton(props?: AppKitNetworkButtonProps): JSX.Element
  useAppKit(): UseAppKitReturn
  useAppKitAccount(options?: { namespace?: ChainNamespace }): UseAppKitAccountReturn
  useAppKitNetwork(): UseAppKitNetworkReturn<NetworkId>
  useAppKitState(): UseAppKitStateReturn<NetworkId>
  /** The latest event of the kit (modal opened, connect success, errors...). */
  useAppKitEvents(): AppKitEvent | undefined
  useAppKitTheme(): UseAppKitThemeReturn
  useDisconnect(): UseDisconnectReturn
  useWalletInfo(): { walletInfo: WalletInfo | undefined }
  /** The connected wallet's provider for a namespace (an EIP-1193 provider for eip155). */
  useAppKitProvider<Provider = unknown>(namespace: ChainNamespace): UseAppKitProviderReturn<Provider>
  useAppKitBalance(): UseAppKitBalanceReturn
}

export interface AppKitProviderProps {
  children?: ReactNode
}

export interface AppKitButtonProps {
  /** Label of the connect state; default 'Connect'. */
  label?: string
  /** Hide the balance in the connected state. */
  balance?: 'show' | 'hide'
  disabled?: boolean
}

export interface AppKitConnectButtonProps {
  label?: string
  loadingLabel?: string
}

export interface AppKitAccountButtonProps {
  balance?: 'show' | 'hide'
  disabled?: boolean
}

export interface AppKitNetworkButtonProps {
  disabled?: boolean
}

/** Views a caller may open directly (SPEC section 2). */
export type OpenableView =
  | 'Connect'
  | 'Account'
  | 'AllWallets'
  | 'Networks'
  | 'WhatIsAWallet'
  | 'WhatIsANetwork'

export interface UseAppKitReturn {
  open(options?: { view?: OpenableView; namespace?: ChainNamespace }): Promise<void>
  close(): Promise<void>
}

export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected' | 'reconnecting'

export interface UseAppKitAccountReturn {
  address: string | undefined
  caipAddress: `${string}:${string}:${string}` | undefined
  isConnected: boolean
  status: ConnectionStatus
  /** Other accounts of the connection, with their type (default eoa). */
  allAccounts: readonly { address: string; type: 'eoa' | 'smartAccount' | 'payment' | 'ordinal' }[]
}

export interface UseAppKitNetworkReturn<NetworkId extends CaipNetworkId> {
  caipNetwork: (CaipNetwork & { caipNetworkId: NetworkId }) | undefined
  caipNetworkId: NetworkId | undefined
  chainId: number | string | undefined
  /** Switches the connected wallet (or the selected network when disconnected). */
  switchNetwork(networkId: NetworkId): Promise<void>
}

export interface UseAppKitStateReturn<NetworkId extends CaipNetworkId> {
  open: boolean
  loading: boolean
  selectedNetworkId: NetworkId | undefined
  activeChain: ChainNamespace | undefined
}

export interface AppKitEvent {
  timestamp: number
  data: { type: 'track' | 'error'; event: string; properties?: Record<string, unknown> }
}

export interface UseAppKitThemeReturn {
  themeMode: 'light' | 'dark'
  themeVariables: NormalizedConfig['theme']['themeVariables']
  setThemeMode(mode: 'light' | 'dark'): void
  setThemeVariables(variables: Partial<NormalizedConfig['theme']['themeVariables']>): void
}

export interface UseDisconnectReturn {
  disconnect(options?: { namespace?: ChainNamespace }): Promise<void>
}

export interface WalletInfo {
  name: string
  icon?: string
  rdns?: string
}

export interface UseAppKitProviderReturn<Provider> {
  walletProvider: Provider | undefined
  walletProviderType: 'announced' | 'injected' | 'walletConnect' | 'auth' | undefined
}

export interface UseAppKitBalanceReturn {
  fetchBalance(): Promise<
    | { isSuccess: true; data: { balance: string; symbol: string }; error: null }
    | { isSuccess: false; data: undefined; error: string }
  >
}
