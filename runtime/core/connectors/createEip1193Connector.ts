import type { ChainNamespace } from '../../../schema/index.js'
import { BaseError } from '../errors/BaseError.js'
import { toBaseError } from '../errors/toBaseError.js'
import type { Connector, ConnectorEvents, ConnectorType, Eip1193Provider } from './Connector.js'
import { parseAccounts } from './parseAccounts.js'
import { parseChainId } from './parseChainId.js'
import { switchEip1193Chain } from './switchEip1193Chain.js'

export interface CreateEip1193ConnectorParameters {
  id: string
  type: ConnectorType
  /** Already sanitized display name. */
  name: string
  icon?: string | undefined
  rdns?: string | undefined
  /** The exact provider object to talk to; never looked up again. */
  provider: Eip1193Provider
  /** Bound of the wait for the wallet to report a switched chain (default 10 s). */
  switchChainTimeoutMs?: number
}

/** How long a best-effort `wallet_revokePermissions` may hold up a disconnect. */
const revokeTimeoutMs = 1_000

function failedToConnect(details: string): BaseError {
  return new BaseError('Failed to connect', { code: 'FAILED_TO_CONNECT', details })
}

/**
 * Builds the connector of an EIP-1193 wallet (announced or injected). Every wallet error is
 * wrapped where it enters (`UserRejectedRequestError` 'Connection rejected' for 4001 / 5000,
 * `RequestPendingError` for -32002, `ProviderRpcError` otherwise); prompts are never retried.
 * @example
 * const connector = createEip1193Connector({
 *   id: 'injected', type: 'INJECTED', name: 'Browser Wallet', provider: window.ethereum,
 * })
 * const { accounts, chainId } = await connector.connect()
 */
export function createEip1193Connector(parameters: CreateEip1193ConnectorParameters): Connector {
  const { provider } = parameters
  const chain: ChainNamespace = 'eip155'

  async function request(method: string, params?: unknown): Promise<unknown> {
    try {
      return await provider.request(params === undefined ? { method } : { method, params })
    } catch (error) {
      throw toBaseError(error)
    }
  }

  async function getAccounts() {
    return (await parseAccounts(await request('eth_accounts'))) ?? []
  }

  async function getChainId() {
    const answer = await request('eth_chainId')
    const chainId = parseChainId(answer)
    if (chainId === undefined) throw failedToConnect(`eth_chainId answered ${String(answer)}.`)
    return chainId
  }

  function subscribe(listener: Partial<ConnectorEvents>): () => void {
    const handlers: Record<string, (value: unknown) => void> = {
      accountsChanged(value) {
        void parseAccounts(value).then((accounts) => {
          if (!accounts) return listener.ignored?.('accountsChanged without a list', value)
          // Entries, none of them a valid address: a broken or hostile wallet, not a disconnect
          // (only an empty list means the wallet let the site go).
          if (accounts.length === 0 && (value as unknown[]).length > 0) {
            return listener.ignored?.('accountsChanged with no valid address', value)
          }
          listener.accountsChanged?.(accounts)
        })
      },
      chainChanged(value) {
        const chainId = parseChainId(value)
        if (chainId !== undefined) listener.chainChanged?.(chainId)
      },
      disconnect(error) {
        // 1013: MetaMask lost its own connection and will reconnect; the site is still authorized.
        const code = (error as { code?: unknown } | null)?.code
        if (code !== 1013) return listener.disconnect?.()
        getAccounts().then(
          (accounts) => accounts.length === 0 && listener.disconnect?.(),
          () => listener.disconnect?.(),
        )
      },
    }
    for (const [event, handler] of Object.entries(handlers)) provider.on?.(event, handler)
    return () => {
      for (const [event, handler] of Object.entries(handlers)) {
        provider.removeListener?.(event, handler)
      }
    }
  }

  const connector: Connector = {
    id: parameters.id,
    type: parameters.type,
    name: parameters.name,
    icon: parameters.icon,
    rdns: parameters.rdns,
    chain,
    async connect({ network, signal } = {}) {
      signal?.throwIfAborted()
      const accounts = (await parseAccounts(await request('eth_requestAccounts'))) ?? []
      // An abandoned attempt's late answer: the wallet is sent nothing more.
      signal?.throwIfAborted()
      if (accounts.length === 0) throw failedToConnect('The wallet returned no accounts.')
      let chainId = await getChainId()
      signal?.throwIfAborted()
      if (network && network.chainNamespace === chain && network.id !== chainId) {
        // Start on the network the user picked; a declined or failed switch leaves the wallet on
        // whatever chain it reports now, and account sync deals with that chain (SPEC section 4).
        const before = chainId
        chainId = await connector.switchChain(network).then(
          () => network.id as number,
          () => getChainId().catch(() => before),
        )
      }
      return { accounts, chainId }
    },
    async disconnect() {
      // Best effort: many wallets do not implement it, and disconnecting must never fail or hang.
      let timer: ReturnType<typeof setTimeout> | undefined
      const timeout = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, revokeTimeoutMs)
      })
      await Promise.race([
        request('wallet_revokePermissions', [{ eth_accounts: {} }]).catch(() => undefined),
        timeout,
      ])
      clearTimeout(timer)
    },
    getAccounts,
    getChainId,
    getProvider: () => provider,
    async isAuthorized() {
      return getAccounts().then(
        (accounts) => accounts.length > 0,
        () => false,
      )
    },
    switchChain: (network) =>
      switchEip1193Chain(
        {
          request,
          getChainId,
          onChainChanged: (listener) => subscribe({ chainChanged: listener }),
          ...(parameters.switchChainTimeoutMs
            ? { timeoutMs: parameters.switchChainTimeoutMs }
            : {}),
        },
        network,
      ),
    subscribe,
  }
  return connector
}
