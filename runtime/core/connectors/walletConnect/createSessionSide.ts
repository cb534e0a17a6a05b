import type { ChainNamespace } from '../../../../schema/index.js'
import type { Connector, WalletProvider } from '../Connector.js'
import type { LazyProvider } from './createLazyProvider.js'
import type { SessionAccountMethods } from './sessionAccountMethods.js'

export interface SessionSideContext {
  /** The WalletConnect connector of the primary namespace, whose session this is. */
  connector: Connector
  /**
   * The namespace's accounts read from the session (`sessionAccountMethods`, made by the caller:
   * importing it here would split it out of the first-load chunk it already sits in).
   */
  accounts: SessionAccountMethods
  lazy: Pick<LazyProvider, 'get' | 'current'>
  /**
   * The provider the namespace's chain adapter made for this side (`walletConnect.createProvider`,
   * a `SolanaProvider` on Solana); `undefined` for a namespace without one.
   */
  provider?: WalletProvider | undefined
}

/**
 * The session's connector in a namespace beside the primary one (Solana beside EVM, say):
 * accounts and chain read from the session, requests sent on its chain (the provider's default
 * chain stays the primary namespace's), and the one session ended by its disconnect. Its
 * provider has the namespace's one shape, made by its chain adapter (a `SolanaProvider` on
 * Solana, as browser wallets give), else a bare `{ request }` (the namespaces only WalletConnect
 * reaches). Fetched with `import()` by
 * `forNamespace`, so an app whose sessions hold one namespace never loads it.
 * @example const solana = createSessionSide('solana', { connector, accounts, lazy })
 */
export function createSessionSide(side: ChainNamespace, context: SessionSideContext): Connector {
  const { connector, lazy, accounts } = context
  const provider: WalletProvider = context.provider ?? {
    async request(args: { method: string; params?: unknown }) {
      const chainId = await accounts.methods.getChainId()
      return (await lazy.get()).request(args, `${side}:${chainId}`)
    },
  }
  const created: Connector = {
    id: connector.id,
    type: 'WALLET_CONNECT',
    name: connector.name,
    chain: side,
    ...accounts.methods,
    async connect({ network } = {}) {
      return (await accounts.load()).start(await lazy.get(), network)
    },
    disconnect: () => connector.disconnect(),
    async isAuthorized() {
      try {
        const current = await lazy.get()
        return current.session !== undefined && (await created.getAccounts()).length > 0
      } catch {
        return false
      }
    },
    getProvider: () => provider,
    getWalletInfo: () => connector.getWalletInfo?.(),
  }
  return created
}
