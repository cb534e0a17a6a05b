import { builtinNetworks, resolveBuiltinNetworkId } from './builtinNetworks.js'
import type { CaipNetwork, CaipNetworkId } from './caipNetwork.js'
import type { AppKitConfig } from './configSchema.js'
import { resolveSwapNetworks } from './swapNetworks.js'

/**
 * The config the runtime receives: validated, every default applied, every network a full CAIP
 * object. Plain JSON, so the generated module needs no schema library at run time.
 */
export interface NormalizedConfig<NetworkId extends CaipNetworkId = CaipNetworkId> {
  projectId: string
  metadata: AppKitConfig['metadata']
  networks: readonly (CaipNetwork & { caipNetworkId: NetworkId })[]
  defaultNetwork: NetworkId
  /**
   * The networks where Swap is offered (`swapNetworks`, or the swap-supported ones configured).
   * Absent in a module generated before swaps existed: none until it is generated again.
   */
  swapNetworks?: readonly CaipNetworkId[]
  features: AppKitConfig['features']
  wallets: AppKitConfig['wallets']
  /** Sign-in settings, from `siwx` or the older `siweConfig` (never both). */
  siwx?: NonNullable<AppKitConfig['siwx']>
  theme: AppKitConfig['theme']
  enableReconnect: boolean
  enableNetworkSwitch: boolean
  allowUnsupportedChain: boolean
  defaultAccountTypes: AppKitConfig['defaultAccountTypes']
  embedded: boolean
  disableAppend: boolean
  logLevel: AppKitConfig['logLevel']
  /** The modal's language when not English (absent: English, and nothing more to load). */
  locale?: Exclude<AppKitConfig['locale'], 'en'>
  /** The app's own words for some messages, by key (absent: none). */
  messages?: NonNullable<AppKitConfig['messages']>
  termsConditionsUrl?: string
  privacyPolicyUrl?: string
  services: AppKitConfig['services']
}

function resolveNetwork(entry: AppKitConfig['networks'][number]): CaipNetwork {
  if (typeof entry !== 'string') return structuredClone(entry) as CaipNetwork
  const id = resolveBuiltinNetworkId(entry)
  if (!id) throw new Error(`normalizeConfig: "${entry}" is not a built-in network`)
  return structuredClone(builtinNetworks[id]) as CaipNetwork
}

function applyRpcOverride(network: CaipNetwork, urls: readonly string[] | undefined): CaipNetwork {
  if (!urls) return network
  // The chain's own endpoints stay available as chainDefault, for display and for doctor.
  return {
    ...network,
    rpcUrls: {
      ...network.rpcUrls,
      default: { ...network.rpcUrls.default, http: [...urls] },
      chainDefault: network.rpcUrls.chainDefault ?? { http: [...network.rpcUrls.default.http] },
    },
  }
}

/** Expands a validated config into the normalized shape the runtime renders from. */
export function normalizeConfig(config: AppKitConfig): NormalizedConfig {
  const overrides = new Map<string, readonly string[]>()
  for (const [key, urls] of Object.entries(config.rpcUrls)) {
    overrides.set(resolveBuiltinNetworkId(key) ?? key, urls)
  }
  const networks = config.networks.map((entry) => {
    const network = resolveNetwork(entry)
    return applyRpcOverride(network, overrides.get(network.caipNetworkId))
  })
  const first = networks[0]
  if (!first) throw new Error('normalizeConfig: a validated config has at least one network')
  const defaultNetwork = config.defaultNetwork
    ? (resolveBuiltinNetworkId(config.defaultNetwork) ?? config.defaultNetwork)
    : first.caipNetworkId
  const siwx = config.siwx ?? config.siweConfig
  return {
    projectId: config.projectId,
    metadata: config.metadata,
    networks,
    defaultNetwork: defaultNetwork as CaipNetworkId,
    swapNetworks: resolveSwapNetworks(config.swapNetworks, networks),
    features: config.features,
    wallets: config.wallets,
    ...(siwx ? { siwx: { required: false, ...siwx } } : {}),
    theme: config.theme,
    enableReconnect: config.enableReconnect,
    enableNetworkSwitch: config.enableNetworkSwitch,
    allowUnsupportedChain: config.allowUnsupportedChain,
    defaultAccountTypes: config.defaultAccountTypes,
    embedded: config.embedded,
    disableAppend: config.disableAppend,
    logLevel: config.logLevel,
    ...(config.locale !== 'en' ? { locale: config.locale } : {}),
    ...(config.messages && Object.keys(config.messages).length > 0
      ? { messages: config.messages }
      : {}),
    ...(config.termsConditionsUrl ? { termsConditionsUrl: config.termsConditionsUrl } : {}),
    ...(config.privacyPolicyUrl ? { privacyPolicyUrl: config.privacyPolicyUrl } : {}),
    services: config.services,
  }
}
