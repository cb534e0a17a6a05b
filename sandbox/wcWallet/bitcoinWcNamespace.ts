import type { ProposalTypes } from '@walletconnect/types'
import { bitcoinWcEvents, bitcoinWcMethods } from './answerBitcoinWcRequest.js'
import type { WcNamespace } from './wcWalletNamespaces.js'

/** The Bitcoin account a wallet holds on one chain, for `approvedBitcoinNamespace`. */
export interface WcBitcoinHolding {
  /** CAIP-2, e.g. `bip122:0f9188f13cb7b2c71f2a335e3a4fc328`. */
  chain: string
  payment: string
  ordinal: string
}

/**
 * The bip122 namespace the sandbox wallet approves when a proposal (required or optional, or an
 * inline `bip122:<ref>` key) asks for its chain: the payment then the ordinal address as CAIP-10
 * accounts, every bip122 method it answers and both events. `undefined` when the chain is not
 * asked for.
 * @example
 * approvedBitcoinNamespace(proposal.params, { chain, payment: 'bcrt1q...', ordinal: 'bcrt1p...' })
 * // { chains: [chain], accounts: [`${chain}:bcrt1q...`, `${chain}:bcrt1p...`], methods: [...], events: [...] }
 */
export function approvedBitcoinNamespace(
  params: ProposalTypes.Struct,
  holding: WcBitcoinHolding,
): WcNamespace | undefined {
  const asked = [params.requiredNamespaces, params.optionalNamespaces].some((namespaces) =>
    Object.entries(namespaces ?? {}).some(
      ([key, namespace]) =>
        (key === 'bip122' && (namespace.chains ?? []).includes(holding.chain)) ||
        key === holding.chain,
    ),
  )
  if (!asked) return undefined
  return {
    chains: [holding.chain],
    methods: [...bitcoinWcMethods],
    events: [...bitcoinWcEvents],
    accounts: [`${holding.chain}:${holding.payment}`, `${holding.chain}:${holding.ordinal}`],
  }
}
