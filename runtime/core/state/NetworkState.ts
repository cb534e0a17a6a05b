import type {
  CaipNetwork,
  CaipNetworkId,
  ChainNamespace,
  NormalizedConfig,
} from '../../../schema/index.js'

/**
 * The network side of one chain namespace (SPEC section 3). A field marked "Not fed yet" keeps
 * its initial value until the feature named sets it (`notFedYet.test.ts` keeps the marks true).
 */
export interface NetworkState {
  /** The selected network; `undefined` only when the config has none in this namespace. */
  caipNetwork: CaipNetwork | undefined
  /** Networks the connected wallet said it accepts. Not fed yet: no filed issue sets it. */
  approvedCaipNetworkIds: readonly CaipNetworkId[]
  /** The configured networks of this namespace, in config order. */
  requestedCaipNetworks: readonly CaipNetwork[]
  /**
   * False when the wallet accepts only `approvedCaipNetworkIds`. Not fed yet: no filed issue sets
   * it (nor that list).
   */
  supportsAllNetworks: boolean
  /**
   * eip155 chain ids where the embedded wallet offers a smart account, from
   * GET_SMART_ACCOUNT_ENABLED_NETWORKS (empty when it failed).
   */
  smartAccountEnabledNetworks: readonly number[]
}

/**
 * The initial network state of a namespace: the default network when it belongs here, else the
 * namespace's first configured network.
 * @example
 * createNetworkState('solana', config).caipNetwork?.caipNetworkId
 */
export function createNetworkState(
  namespace: ChainNamespace,
  config: Pick<NormalizedConfig, 'networks' | 'defaultNetwork'>,
): NetworkState {
  const requested = config.networks.filter((network) => network.chainNamespace === namespace)
  const selected =
    requested.find((network) => network.caipNetworkId === config.defaultNetwork) ?? requested[0]
  return {
    caipNetwork: selected,
    approvedCaipNetworkIds: [],
    requestedCaipNetworks: requested,
    supportsAllNetworks: true,
    smartAccountEnabledNetworks: [],
  }
}
