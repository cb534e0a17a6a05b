import type { ChainNamespace } from '../../../../schema/index.js'
import type { ConnectorConnection } from '../Connector.js'
import type { WalletConnectSession } from './WalletConnectProvider.js'

/** CAIP-10: `namespace:reference:address`, with the character sets CAIP-2 and CAIP-10 allow. */
const caipAccountPattern = /^([-a-z0-9]{3,8}):([-_a-zA-Z0-9]{1,32}):([-.%a-zA-Z0-9]{1,128})$/

/** A connection of a namespace the kit reaches through the session itself, not EIP-1193. */
export interface SessionConnection extends ConnectorConnection {
  accounts: readonly string[]
  chainId: string
  /** `namespace:reference` of `chainId`. */
  caipNetworkId: `${string}:${string}`
}

/**
 * The accounts and chain of `namespace` in a WalletConnect session, for the namespaces without an
 * EIP-1193 face (polkadot, cosmos): the `preferred` chain when the wallet approved an account on
 * it, else the chain of its first account; the addresses on that chain, each once. The session is
 * the wallet's word, so malformed entries are dropped and at most 100 are read.
 * `undefined` when the session holds no well-formed account of the namespace.
 * @example
 * readSessionConnection(session, 'polkadot', 'polkadot:91b171bb158e2d3848fa23a9f1c25182')
 * // { accounts: ['15oF4...'], chainId: '91b171bb158e2d3848fa23a9f1c25182', caipNetworkId: 'polkadot:91b1...' }
 */
export function readSessionConnection(
  session: WalletConnectSession,
  namespace: ChainNamespace,
  preferred?: string,
): SessionConnection | undefined {
  const entries = session.namespaces[namespace]?.accounts ?? []
  const accounts: { chain: `${string}:${string}`; address: string }[] = []
  for (const entry of entries.slice(0, 100)) {
    const match = typeof entry === 'string' ? caipAccountPattern.exec(entry) : null
    if (!match || match[1] !== namespace) continue
    accounts.push({ chain: `${namespace}:${match[2]}`, address: match[3] as string })
  }
  const chain = accounts.some((account) => account.chain === preferred)
    ? (preferred as `${string}:${string}`)
    : accounts[0]?.chain
  if (!chain) return undefined
  const addresses = accounts
    .filter((account) => account.chain === chain)
    .map((account) => account.address)
  return {
    accounts: [...new Set(addresses)],
    chainId: chain.slice(namespace.length + 1),
    caipNetworkId: chain,
  }
}
