import type { ChainNamespace } from '../../../../schema/index.js'
import type { ConnectorEvents } from '../Connector.js'
import type { WalletConnectProvider } from './WalletConnectProvider.js'

/** At most this many accounts are read from one event (the wallet's word is untrusted). */
const maxAccounts = 100
/** An account as CAIP-10 allows its last part; `namespace:reference:` in front is dropped. */
const accountPattern = /^(?:[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:)?([-.%a-zA-Z0-9]{1,128})$/
const referencePattern = /^(?:[-a-z0-9]{3,8}:)?([-_a-zA-Z0-9]{1,32})$/

interface SessionEvent {
  params?: { chainId?: unknown; event?: { name?: unknown; data?: unknown } }
}

/**
 * Follows a namespace without EIP-1193 through the session's own events (the provider's
 * `accountsChanged` and `chainChanged` speak EVM): a `session_event` on one of the namespace's
 * chains with `accountsChanged` (addresses, plain or CAIP-10) or `chainChanged` (a reference, plain
 * or CAIP-2), and a `session_update`, after which the accounts are read from the session again.
 * Malformed events are ignored. Returns the stop.
 * @example const stop = watchSessionEvents('solana', provider, reread, { accountsChanged })
 */
export function watchSessionEvents(
  namespace: ChainNamespace,
  provider: Pick<WalletConnectProvider, 'on' | 'removeListener'>,
  reread: () => Promise<readonly string[] | undefined>,
  listener: Partial<ConnectorEvents>,
): () => void {
  const onEvent = ((args: SessionEvent) => {
    const chainId = args?.params?.chainId
    const event = args?.params?.event
    if (typeof chainId !== 'string' || !chainId.startsWith(`${namespace}:`) || !event) return
    if (event.name === 'accountsChanged' && Array.isArray(event.data)) {
      const accounts = event.data
        .slice(0, maxAccounts)
        .map((entry) => (typeof entry === 'string' ? accountPattern.exec(entry)?.[1] : undefined))
        .filter((address): address is string => address !== undefined)
      if (accounts.length > 0) listener.accountsChanged?.([...new Set(accounts)])
    } else if (event.name === 'chainChanged') {
      const reference = referencePattern.exec(String(event.data))?.[1]
      if (reference) listener.chainChanged?.(reference)
    }
  }) as (...args: never[]) => void
  const onUpdate = (() => {
    reread().then(
      (accounts) => accounts?.length && listener.accountsChanged?.(accounts),
      () => undefined,
    )
  }) as (...args: never[]) => void
  provider.on('session_event', onEvent)
  provider.on('session_update', onUpdate)
  return () => {
    provider.removeListener('session_event', onEvent)
    provider.removeListener('session_update', onUpdate)
  }
}
