import type { CaipNetwork, ChainNamespace } from '../../../../schema/index.js'
import { BaseError } from '../../kernel.js'
import type { Connector, ConnectorConnection, ConnectorEvents } from '../Connector.js'
import { readSessionConnection, type SessionConnection } from './readSessionConnection.js'
import type { WalletConnectProvider, WalletConnectSession } from './WalletConnectProvider.js'
import { watchSessionEvents } from './watchSessionEvents.js'

/** What the WalletConnect connector does differently for a namespace without EIP-1193. */
export interface SessionAccounts extends Pick<Connector, 'getAccounts' | 'getChainId'> {
  /** After the wallet approved: the connection on `network` when it can, else the wallet's. */
  start(provider: WalletConnectProvider, network?: CaipNetwork): ConnectorConnection
  /** Moves to `network`; its accounts differ from the last chain's (one key, many formats). */
  switchChain(network: CaipNetwork): Promise<ConnectorConnection>
  /** Follows the session's account and chain events for this namespace; returns the stop. */
  watch(listener: Partial<ConnectorEvents>): () => void
  /** The connection in `session` on the chain the kit is on, read at once (no provider wait). */
  read(session: WalletConnectSession): SessionConnection | undefined
}

export interface SessionAccountsContext {
  getProvider(): Promise<WalletConnectProvider>
  /** The CAIP-2 id of the network the user chose last, if the kit remembers one. */
  lastNetwork?: (() => string | undefined) | undefined
  /**
   * Whether moving chains also moves the provider's default chain (default true). Off for a
   * namespace beside the primary one: its requests name their chain, and the default stays the
   * primary namespace's.
   */
  moveDefaultChain?: boolean | undefined
}

/**
 * Accounts and chain of a polkadot or cosmos WalletConnect session, read from the session the
 * wallet approved (there is no `eth_accounts` to ask), and the chain the kit is on, which a
 * switch may move to any other chain the wallet approved an account on. A restored session
 * resumes on the network the user chose last when it can.
 * @example
 * const session = createSessionAccounts('polkadot', { getProvider: () => lazy.get() })
 * const { accounts, chainId } = session.start(provider, selectedNetwork)
 */
export function createSessionAccounts(
  namespace: ChainNamespace,
  { getProvider, lastNetwork, moveDefaultChain = true }: SessionAccountsContext,
): SessionAccounts {
  /** `namespace:reference` of the chain the kit is on. */
  let current: string | undefined

  async function read(preferred = current ?? lastNetwork?.()) {
    const { session } = await getProvider()
    return session ? readSessionConnection(session, namespace, preferred) : undefined
  }

  function use(provider: WalletConnectProvider, caipNetworkId: string): void {
    current = caipNetworkId
    // Requests without a chain of their own go to this one.
    if (moveDefaultChain) provider.setDefaultChain(caipNetworkId)
  }

  return {
    start(provider: WalletConnectProvider, network?: CaipNetwork): ConnectorConnection {
      const connection =
        provider.session &&
        readSessionConnection(provider.session, namespace, network?.caipNetworkId)
      if (!connection) {
        throw new BaseError('Failed to connect', {
          code: 'FAILED_TO_CONNECT',
          details: `The wallet approved no ${namespace} account.`,
        })
      }
      use(provider, connection.caipNetworkId)
      return { accounts: connection.accounts, chainId: connection.chainId }
    },
    async getAccounts() {
      return (await read())?.accounts ?? []
    },
    async getChainId() {
      const connection = await read()
      if (connection) return connection.chainId
      throw new BaseError('Failed to connect', {
        code: 'FAILED_TO_CONNECT',
        details: `The session holds no ${namespace} account.`,
      })
    },
    async switchChain(network) {
      const provider = await getProvider()
      const connection = await read(network.caipNetworkId)
      if (connection?.caipNetworkId !== network.caipNetworkId) {
        throw new BaseError('Chain is not supported', {
          code: 'CHAIN_NOT_SUPPORTED',
          details: `The wallet approved no account on ${network.caipNetworkId}.`,
        })
      }
      use(provider, connection.caipNetworkId)
      return { accounts: connection.accounts, chainId: connection.chainId }
    },
    read: (session) => readSessionConnection(session, namespace, current ?? lastNetwork?.()),
    watch(listener) {
      let stop: (() => void) | undefined
      let stopped = false
      getProvider().then(
        (provider) => {
          if (stopped) return
          stop = watchSessionEvents(
            namespace,
            provider,
            async () => (await read())?.accounts,
            listener,
          )
        },
        () => undefined,
      )
      return () => {
        stopped = true
        stop?.()
      }
    },
  }
}
