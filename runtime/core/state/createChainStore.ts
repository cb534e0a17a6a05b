import type { ChainNamespace, NormalizedConfig } from '../../../schema/index.js'
import { UnsupportedChainNamespaceError } from '../errors/UnsupportedChainNamespaceError.js'
import { createStore, type Store } from '../store/createStore.js'
import { type AccountState, createAccountState } from './AccountState.js'
import { createNetworkState, type NetworkState } from './NetworkState.js'

/** Per-namespace account and network state (SPEC section 3) for the configured namespaces. */
export interface ChainState {
  /** The configured namespaces, in the order their first network appears in the config. */
  namespaces: readonly ChainNamespace[]
  /** The namespace the modal currently acts on. */
  activeNamespace: ChainNamespace
  /**
   * Namespaces a chain adapter serves. Empty means WalletConnect-only mode, where the modal opens
   * straight on pairing (SPEC section 2).
   */
  adapterNamespaces: readonly ChainNamespace[]
  accounts: Readonly<Partial<Record<ChainNamespace, AccountState>>>
  networks: Readonly<Partial<Record<ChainNamespace, NetworkState>>>
}

export interface ChainStore extends Store<ChainState> {
  /** @throws UnsupportedChainNamespaceError for a namespace the config does not use. */
  getAccount(namespace: ChainNamespace): AccountState
  setAccount(namespace: ChainNamespace, update: Partial<Omit<AccountState, 'namespace'>>): void
  /** Back to the disconnected account (disconnect of SPEC section 4). */
  resetAccount(namespace: ChainNamespace): void
  /** @throws UnsupportedChainNamespaceError for a namespace the config does not use. */
  getNetwork(namespace: ChainNamespace): NetworkState
  setNetwork(namespace: ChainNamespace, update: Partial<NetworkState>): void
  setActiveNamespace(namespace: ChainNamespace): void
}

/** Whether applying `update` would change any value of `current`. */
function differs(update: object, current: object): boolean {
  return Object.entries(update).some(
    ([key, value]) => !Object.is(value, (current as Record<string, unknown>)[key]),
  )
}

/**
 * Creates the chain store of an instance: one account and one network state per namespace of
 * the configured networks, the default network's namespace active.
 * @example
 * const chains = createChainStore(config, { adapterNamespaces: ['eip155'] })
 * chains.setAccount('eip155', { status: 'connecting' })
 * chains.getAccount('eip155').status // 'connecting'
 */
export function createChainStore(
  config: Pick<NormalizedConfig, 'networks' | 'defaultNetwork' | 'defaultAccountTypes'>,
  options: { adapterNamespaces?: readonly ChainNamespace[] } = {},
): ChainStore {
  const namespaces = [...new Set(config.networks.map((network) => network.chainNamespace))]
  const defaultNamespace = config.networks.find(
    (network) => network.caipNetworkId === config.defaultNetwork,
  )?.chainNamespace
  const activeNamespace = defaultNamespace ?? namespaces[0]
  if (!activeNamespace) throw new UnsupportedChainNamespaceError({ namespace: '(none configured)' })

  const accounts: Partial<Record<ChainNamespace, AccountState>> = {}
  const networks: Partial<Record<ChainNamespace, NetworkState>> = {}
  for (const namespace of namespaces) {
    accounts[namespace] = createAccountState(namespace, config)
    networks[namespace] = createNetworkState(namespace, config)
  }
  const store = createStore<ChainState>({
    namespaces,
    activeNamespace,
    adapterNamespaces: (options.adapterNamespaces ?? []).filter((ns) => namespaces.includes(ns)),
    accounts,
    networks,
  })

  function assertConfigured(namespace: ChainNamespace): void {
    if (!store.getState().namespaces.includes(namespace)) {
      throw new UnsupportedChainNamespaceError({ namespace, supported: namespaces })
    }
  }

  function getAccount(namespace: ChainNamespace): AccountState {
    const account = store.getState().accounts[namespace]
    if (!account) throw new UnsupportedChainNamespaceError({ namespace, supported: namespaces })
    return account
  }

  function getNetwork(namespace: ChainNamespace): NetworkState {
    const network = store.getState().networks[namespace]
    if (!network) throw new UnsupportedChainNamespaceError({ namespace, supported: namespaces })
    return network
  }

  function setAccount(namespace: ChainNamespace, update: Partial<AccountState>): void {
    const current = getAccount(namespace)
    // Unchanged values keep the same objects, so selectors and listeners stay quiet.
    if (!differs(update, current)) return
    store.setState((state) => ({
      accounts: { ...state.accounts, [namespace]: { ...current, ...update, namespace } },
    }))
  }

  return {
    ...store,
    getAccount,
    setAccount,
    resetAccount(namespace) {
      assertConfigured(namespace)
      store.setState((state) => ({
        accounts: { ...state.accounts, [namespace]: createAccountState(namespace, config) },
      }))
    },
    getNetwork,
    setNetwork(namespace, update) {
      const current = getNetwork(namespace)
      if (!differs(update, current)) return
      store.setState((state) => ({
        networks: { ...state.networks, [namespace]: { ...current, ...update } },
      }))
    },
    setActiveNamespace(namespace) {
      assertConfigured(namespace)
      store.setState({ activeNamespace: namespace })
    },
  }
}
