import type { ChainNamespace } from '../../../schema/index.js'
import type { Connector } from './Connector.js'

/** One wallet that serves several namespaces, listed once (SPEC section 3, MULTI_CHAIN). */
export interface MultiChainConnector extends Connector {
  readonly type: 'MULTI_CHAIN'
  /** The wallet's connector in each namespace it serves, in the order they were found. */
  readonly members: readonly Connector[]
}

/**
 * Lists one wallet found in several namespaces (its EIP-6963 and its Wallet Standard side) as one
 * MULTI_CHAIN connector. It acts as its member for `preferred` (the active namespace) when the
 * wallet serves it, else as its first member: its id is that member's, so connecting it connects
 * that namespace; the other namespaces are connected when the user switches to them
 * (SwitchActiveChain). `chains` lists every namespace served.
 * @example createMultiChainConnector([sandboxEvm, sandboxSolana], 'solana').id // sandboxSolana.id
 */
export function createMultiChainConnector(
  members: readonly Connector[],
  preferred: ChainNamespace,
): MultiChainConnector {
  const primary = members.find((member) => member.chain === preferred) ?? members[0]
  if (!primary) throw new Error('A multi-chain connector needs at least one member.')
  // Connectors are plain objects whose methods close over their own state: the primary's own
  // properties are the whole of its behaviour.
  return {
    ...primary,
    type: 'MULTI_CHAIN',
    icon: primary.icon ?? members.find((member) => member.icon)?.icon,
    chains: [...new Set(members.map((member) => member.chain))],
    members,
  }
}
