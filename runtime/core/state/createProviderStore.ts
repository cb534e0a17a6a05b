import type { ChainNamespace } from '../../../schema/index.js'
import { createStore, type Store } from '../store/createStore.js'

/** How a namespace's wallet is reached (SPEC section 3 provider types). */
export type WalletProviderType = 'announced' | 'injected' | 'walletConnect' | 'auth'

/** The live provider of a connected namespace, set by the connector that connected it. */
export interface WalletProviderEntry {
  provider: unknown
  type: WalletProviderType
  /** Ends the wallet-side session; connectors that have none leave it out. */
  disconnect?: () => Promise<void>
}

export type ProviderState = Readonly<Partial<Record<ChainNamespace, WalletProviderEntry>>>

/**
 * The wallet providers of an instance, per namespace (for `useAppKitProvider` and actions).
 * @example providers.setState({ eip155: { provider: window.ethereum, type: 'injected' } })
 */
export function createProviderStore(): Store<ProviderState> {
  return createStore<ProviderState>({})
}
