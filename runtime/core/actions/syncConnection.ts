import type { AppKit } from '../AppKit.js'
import type { Connector, ConnectorConnection } from '../connectors/Connector.js'
import { BaseError } from '../errors/BaseError.js'
import type { CaipAddress } from '../state/AccountState.js'
import type { WalletProviderType } from '../state/createProviderStore.js'
import { storageKeys } from '../storage/storageKeys.js'
import { applyNetwork } from './applyNetwork.js'
import { externalAccountType } from './externalAccountType.js'
import { refreshBalance } from './refreshBalance.js'
import { resolveWalletNetwork } from './resolveWalletNetwork.js'
import { watchConnection } from './watchConnection.js'

const providerTypes: Partial<Record<Connector['type'], WalletProviderType>> = {
  ANNOUNCED: 'announced',
  INJECTED: 'injected',
  WALLET_CONNECT: 'walletConnect',
  AUTH: 'auth',
}

/**
 * Account sync (SPEC section 4) after a connector connected or was restored: the network from the
 * wallet's chain (a placeholder for an unconfigured one), status connected with the address,
 * CAIP address, all accounts and wallet info, the provider entry, the connector's event
 * forwarding, the stored connection, and a background balance read on supported networks.
 * Navigation (UnsupportedChain) is left to the caller. Returns the CAIP address and whether the
 * chain is a configured one.
 * @example const { supported } = syncConnection(appKit, connector, await connector.connect())
 */
export function syncConnection(
  appKit: AppKit,
  connector: Connector,
  connection: ConnectorConnection,
  options: {
    /**
     * Make this namespace the active one (default true). Off for a namespace filled beside the
     * one the user connected (one WalletConnect session on EVM and Solana), and while restoring.
     */
    activate?: boolean
  } = {},
): { caipAddress: CaipAddress; supported: boolean } {
  const activate = options.activate ?? true
  const { chains, providers, connectors } = appKit.stores
  const namespace = connector.chain
  const address = connection.accounts[0]
  if (!address) {
    throw new BaseError('Failed to connect', {
      code: 'FAILED_TO_CONNECT',
      details: 'The wallet returned no accounts.',
    })
  }
  const { network, supported } = resolveWalletNetwork(appKit.config, namespace, connection.chainId)
  // Network first: once the status says connected, the rest of the state is already true.
  // Remembered for the next page load when this namespace is (or becomes) the active one.
  const remember = activate || chains.getState().activeNamespace === namespace
  applyNetwork(appKit, namespace, network, supported, remember)
  const caipAddress: CaipAddress = `${namespace}:${network.id}:${address}`
  const wallet = connector.getWalletInfo?.() ?? connector
  chains.setAccount(namespace, {
    status: 'connected',
    address,
    caipAddress,
    allAccounts: connection.accounts.map((account) => ({
      namespace,
      address: account,
      type: externalAccountType(appKit, namespace, account, connector),
    })),
    connectedWalletInfo: {
      name: wallet.name,
      ...(wallet.icon ? { icon: wallet.icon } : {}),
      ...(connector.rdns ? { identifier: connector.rdns } : {}),
    },
    ...(supported ? {} : { balance: undefined, balanceSymbol: undefined }),
  })
  if (activate) chains.setActiveNamespace(namespace)
  providers.setState((current) => ({
    ...current,
    [namespace]: {
      provider: connector.getProvider(),
      type: providerTypes[connector.type] ?? 'injected',
      disconnect: () => connector.disconnect(),
    },
  }))
  connectors.setSession(namespace, { connector, unsubscribe: watchConnection(appKit, connector) })

  const { storage } = appKit
  storage.set(storageKeys.connectedConnectorId(namespace), connector.id)
  const namespaces = storage.get(storageKeys.connectedNamespaces) ?? []
  if (!namespaces.includes(namespace)) {
    storage.set(storageKeys.connectedNamespaces, [...namespaces, namespace])
  }
  storage.set(storageKeys.connectionStatus, 'connected')
  if (activate) storage.set(storageKeys.activeNamespace, namespace)
  if (supported) refreshBalance(appKit, namespace)
  return { caipAddress, supported }
}
