import type { Connector, Eip1193Provider } from '../Connector.js'
import { createEip1193Connector } from '../createEip1193Connector.js'

/** The connector id and name of `window.ethereum` (SPEC sections 3 and 5). */
const injectedConnectorId = 'injected'
const browserWalletName = 'Browser Wallet'

/** Where `window.ethereum` lives; a plain object in tests. */
export interface InjectedTarget {
  readonly ethereum?: unknown
}

/**
 * The provider at `window.ethereum`, if it looks like EIP-1193 (has a `request` function).
 * @example readInjectedProvider(window)?.request({ method: 'eth_chainId' })
 */
export function readInjectedProvider(target: InjectedTarget): Eip1193Provider | undefined {
  try {
    const ethereum = target.ethereum as { request?: unknown } | null | undefined
    return typeof ethereum?.request === 'function' ? (ethereum as Eip1193Provider) : undefined
  } catch {
    // Some extensions define `ethereum` with a getter that throws when another one fought it.
    return undefined
  }
}

/**
 * The 'Browser Wallet' connector over `window.ethereum` (type 'INJECTED', id 'injected'), or
 * `undefined` when the page has no injected provider. Whether it is listed is decided by
 * `isBrowserWalletShown`.
 * @example
 * const connector = createInjectedConnector(window)
 */
export function createInjectedConnector(target: InjectedTarget): Connector | undefined {
  const provider = readInjectedProvider(target)
  if (!provider) return undefined
  return createEip1193Connector({
    id: injectedConnectorId,
    type: 'INJECTED',
    name: browserWalletName,
    provider,
  })
}
