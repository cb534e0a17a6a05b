import type { CaipNetwork, ChainNamespace } from '../../../../schema/index.js'
import type { WalletConnectSessionSide } from '../../adapters/ChainAdapter.js'
import type { LazyProvider } from './createLazyProvider.js'
import type { SessionAccountMethods } from './sessionAccountMethods.js'

export interface SessionSideContext {
  lazy: Pick<LazyProvider, 'get' | 'current'>
  /** The configured networks: where a transaction the wallet only signed is sent. */
  networks?: readonly CaipNetwork[] | undefined
}

/**
 * `namespace`'s side of the WalletConnect session, as the provider its chain adapter makes reads
 * it (`walletConnect.createProvider`): the account and chain read at once from the session,
 * requests sent on a chain of the namespace, the methods the wallet approved there.
 * @example const provider = adapter.walletConnect.createProvider?.(sessionSideOf('solana', accounts, { lazy, networks }))
 */
export function sessionSideOf(
  namespace: ChainNamespace,
  accounts: Pick<SessionAccountMethods, 'loaded'>,
  { lazy, networks }: SessionSideContext,
): WalletConnectSessionSide {
  const session = () => lazy.current()?.session
  return {
    connection() {
      const current = session()
      const connection = current ? accounts.loaded()?.read(current) : undefined
      const address = connection?.accounts[0]
      return connection && address
        ? { address, caipNetworkId: connection.caipNetworkId }
        : undefined
    },
    request: async (args, chain) => (await lazy.get()).request(args, chain),
    approves: (method) => session()?.namespaces[namespace]?.methods?.includes(method) ?? false,
    rpcUrl: (caipNetworkId) =>
      networks?.find((network) => network.caipNetworkId === caipNetworkId)?.rpcUrls.default.http[0],
  }
}
