import type { CaipNetwork, ChainNamespace } from '../../../schema/index.js'
import type { AppKit } from '../AppKit.js'
import type { Connector } from '../connectors/Connector.js'

/** A wallet connection of one namespace: the namespace and the connector holding it. */
export interface NamespaceConnection {
  namespace: ChainNamespace
  connector: Connector
}

/** The namespace's connection, when its account is connected through a connector. */
function connectionOf(appKit: AppKit, namespace: ChainNamespace): NamespaceConnection | undefined {
  const { chains, connectors } = appKit.stores
  const session = connectors.getSession(namespace)
  if (!session || chains.getAccount(namespace).status !== 'connected') return undefined
  return { namespace, connector: session.connector }
}

/**
 * The wallet connected on a namespace other than `namespace`: the active namespace's first, else
 * the first connected one in config order. What SwitchActiveChain tells the user about.
 * @example connectedElsewhere(appKit, 'solana') // { namespace: 'eip155', connector: metaMask }
 */
export function connectedElsewhere(
  appKit: AppKit,
  namespace: ChainNamespace,
): NamespaceConnection | undefined {
  const { activeNamespace, namespaces } = appKit.stores.chains.getState()
  const candidates = [activeNamespace, ...namespaces.filter((ns) => ns !== activeNamespace)]
  for (const candidate of candidates) {
    if (candidate === namespace) continue
    const connection = connectionOf(appKit, candidate)
    if (connection) return connection
  }
  return undefined
}

/**
 * Whether a switch to `target` must go through SwitchActiveChain (SPEC section 4): it is on
 * another namespace than the active one, nothing is connected there, and a wallet is connected on
 * the active namespace. Switching silently would leave that wallet's app showing a network no
 * wallet is connected on.
 * @example if (needsActiveChainSwitch(appKit, solanaMainnet)) await appKit.open(...)
 */
export function needsActiveChainSwitch(appKit: AppKit, target: CaipNetwork): boolean {
  const { activeNamespace } = appKit.stores.chains.getState()
  const namespace = target.chainNamespace
  if (namespace === activeNamespace) return false
  if (appKit.stores.chains.getAccount(namespace).status === 'connected') return false
  return connectionOf(appKit, activeNamespace) !== undefined
}
