import type { CaipNetwork, CaipNetworkId } from '../../../../schema/index.js'
// Through the kernel: this module loads with the pairing code, and the lists are first-load.
import { bip122Methods, eip155Methods, solanaMethods, walletConnectEvents } from '../../kernel.js'
import type { WalletConnectNamespace } from './primaryNamespace.js'
import type { NamespaceRequest } from './walletConnectNamespaces.js'

/**
 * The polkadot methods a WalletConnect session asks for. SPEC section 6 does not list them; these
 * are the two every polkadot wallet on WalletConnect answers.
 */
export const polkadotMethods = ['polkadot_signTransaction', 'polkadot_signMessage'] as const

/** The cosmos methods a WalletConnect session asks for (not listed in SPEC section 6 either). */
export const cosmosMethods = [
  'cosmos_getAccounts',
  'cosmos_signDirect',
  'cosmos_signAmino',
] as const

/**
 * What each proposed namespace asks for unless the kit's chain adapters say otherwise (the
 * adapters' `walletConnect` fields; polkadot and cosmos have no adapter).
 */
const defaultNamespaceRequests: Readonly<Record<WalletConnectNamespace, NamespaceRequest>> = {
  eip155: { methods: eip155Methods, events: walletConnectEvents },
  solana: { methods: solanaMethods, events: walletConnectEvents },
  bip122: { methods: bip122Methods, events: walletConnectEvents },
  polkadot: { methods: polkadotMethods, events: walletConnectEvents },
  cosmos: { methods: cosmosMethods, events: walletConnectEvents },
}

/** One namespace of a session proposal, as `UniversalProvider.connect` takes it. */
export interface ProposalNamespace {
  chains: CaipNetworkId[]
  methods: string[]
  events: string[]
  /** chain reference (the number, as a string key) -> RPC URL, for reads the wallet need not do. */
  rpcMap: Record<string, string>
}

/**
 * The optional namespaces of a session proposal for the configured networks: for each namespace
 * WalletConnect serves (with the methods and events of `requests`, else the defaults), every configured chain with its RPC URL, the `first` network leading so
 * that the wallet starts the session on the network the user selected. Empty when no configured
 * network is in one of those namespaces.
 * @example
 * buildNamespaces(config.networks, selectedNetwork)
 * // { eip155: { chains: ['eip155:8453', 'eip155:1'], methods: [...], events: [...], rpcMap: { 8453: 'https://...' } } }
 */
export function buildNamespaces(
  networks: readonly CaipNetwork[],
  first?: CaipNetwork,
  requests: Partial<Record<WalletConnectNamespace, NamespaceRequest>> = {},
): Partial<Record<WalletConnectNamespace, ProposalNamespace>> {
  const namespaces: Partial<Record<WalletConnectNamespace, ProposalNamespace>> = {}
  for (const [namespace, fallback] of Object.entries(defaultNamespaceRequests)) {
    const { methods, events } = requests[namespace as WalletConnectNamespace] ?? fallback
    const listed = networks.filter((network) => network.chainNamespace === namespace)
    if (listed.length === 0) continue
    const ordered =
      first && listed.includes(first) ? [first, ...listed.filter((each) => each !== first)] : listed
    const rpcMap: Record<string, string> = {}
    for (const network of ordered) {
      const url = network.rpcUrls.default.http[0]
      if (url) rpcMap[String(network.id)] = url
    }
    namespaces[namespace as WalletConnectNamespace] = {
      chains: ordered.map((network) => network.caipNetworkId),
      methods: [...methods],
      events: [...events],
      rpcMap,
    }
  }
  return namespaces
}
