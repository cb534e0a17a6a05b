import type { ChainNamespace } from '../../../../schema/index.js'
import type { AppKit, Connector } from '../../../core/kernel.js'

/** A wallet connection of one namespace: the namespace and the connector holding it. */
export interface NamespaceConnection {
  namespace: ChainNamespace
  connector: Connector
}

/**
 * The wallet connected on a namespace other than `namespace`: the active namespace's first, else
 * the first connected one in config order. What SwitchActiveChain tells the user about (it lives
 * with the view, in its chunk).
 * @example findConnectedElsewhere(appKit, 'solana') // { namespace: 'eip155', connector: metaMask }
 */
export function findConnectedElsewhere(
  appKit: AppKit,
  namespace: ChainNamespace,
): NamespaceConnection | undefined {
  const { chains, connectors } = appKit.stores
  const { activeNamespace, namespaces } = chains.getState()
  const candidates = [activeNamespace, ...namespaces.filter((ns) => ns !== activeNamespace)]
  for (const candidate of candidates) {
    if (candidate === namespace) continue
    const session = connectors.getSession(candidate)
    if (session && chains.getAccount(candidate).status === 'connected') {
      return { namespace: candidate, connector: session.connector }
    }
  }
  return undefined
}
