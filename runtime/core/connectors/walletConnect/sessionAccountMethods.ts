import type { ChainNamespace } from '../../../../schema/index.js'
import type { Connector, ConnectorEvents } from '../Connector.js'
import type { SessionAccounts, SessionAccountsContext } from './createSessionAccounts.js'

/** The connector methods a polkadot or cosmos session answers from the session itself. */
export interface SessionAccountMethods {
  methods: Pick<Connector, 'getAccounts' | 'getChainId' | 'switchChain' | 'subscribe'>
  /** The session's accounts, fetched on first use (only kits without EVM networks need them). */
  load(): Promise<SessionAccounts>
  /** The session's accounts once `load()` resolved, for what must be read at once. */
  loaded(): SessionAccounts | undefined
}

/**
 * The WalletConnect connector's account methods for a namespace without EIP-1193, whose code is
 * fetched on first use like the pairing code: EVM apps never download it.
 * @example const { methods, load } = sessionAccountMethods('polkadot', base, { getProvider: () => lazy.get() })
 */
export function sessionAccountMethods(
  namespace: ChainNamespace,
  base: Pick<Connector, 'subscribe'>,
  context: SessionAccountsContext,
): SessionAccountMethods {
  let loading: Promise<SessionAccounts> | undefined
  let ready: SessionAccounts | undefined
  const listeners = new Set<Partial<ConnectorEvents>>()
  const load = () =>
    (loading ??= import('./createSessionAccounts.js').then(({ createSessionAccounts }) => {
      ready = createSessionAccounts(namespace, context)
      return ready
    }))
  return {
    load,
    loaded: () => ready,
    methods: {
      getAccounts: async () => (await load()).getAccounts(),
      getChainId: async () => (await load()).getChainId(),
      async switchChain(network) {
        const { accounts, chainId } = await (await load()).switchChain(network)
        // Each chain has its own address: the kit hears the move as a wallet would tell it.
        for (const listener of [...listeners]) {
          listener.chainChanged?.(chainId)
          listener.accountsChanged?.(accounts)
        }
      },
      subscribe(listener) {
        listeners.add(listener)
        // The provider's account and chain events speak EVM; of them only the end of the
        // session applies here. The namespace's own come as session events.
        const stop = base.subscribe(listener.disconnect ? { disconnect: listener.disconnect } : {})
        let unwatch: (() => void) | undefined
        load().then(
          (accounts) => {
            if (listeners.has(listener)) unwatch = accounts.watch(listener)
          },
          () => undefined,
        )
        return () => {
          listeners.delete(listener)
          unwatch?.()
          stop()
        }
      },
    },
  }
}
