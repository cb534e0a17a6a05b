import { sandboxBitcoinNetwork } from '../../sandbox/bitcoin/bitcoinRegtest.js'
import { sandboxSolanaNetwork } from '../../sandbox/solana/sandboxSolanaNetwork.js'
import { builtinNetworks, type CaipNetwork, type NormalizedConfig } from '../../schema/index.js'

/** Where the sandbox's parts listen, as `toDevConfig` needs them. */
export interface SandboxEndpoints {
  chains: readonly { chainId: number; rpcUrl: string }[]
  walletApi: string
  blockchainApi: string
  /** The loopback WalletConnect relay, when the sandbox runs one. */
  relayUrl?: string | undefined
  /** The local Solana validator, when the sandbox runs one (a config with Solana networks). */
  solana?: { rpcUrl: string } | undefined
  /** The Bitcoin regtest ledger's Esplora API, when the sandbox runs one (a config with Bitcoin networks). */
  bitcoin?: { url: string } | undefined
  /** The stand-in secure site of email login (its origin), when the sandbox runs one. */
  secureSite?: string | undefined
  /** The sandbox's analytics recorder (`services.analytics`), when it runs one. */
  analytics?: string | undefined
}

export interface DevConfig {
  config: NormalizedConfig
  /**
   * Whether the app has EVM networks: only then are the local chains added and the EVM dev
   * wallet put in the page.
   */
  evm: boolean
  /**
   * Whether the local Solana validator was added (the app has Solana networks and the sandbox
   * runs one): the dev wallet's Solana side is then put in the page.
   */
  solana: boolean
  /**
   * Whether the Bitcoin regtest ledger was added (the app has Bitcoin networks and the sandbox
   * runs one): the dev wallet's Bitcoin side is then put in the page.
   */
  bitcoin: boolean
  /** What the sandbox changed or added, in words, for the start-up report. */
  notes: string[]
}

function localNetwork(chainId: number, rpcUrl: string): CaipNetwork {
  const known = builtinNetworks['eip155:31337']
  return {
    ...known,
    id: chainId,
    caipNetworkId: `eip155:${chainId}`,
    name: chainId === 31337 ? 'Localhost' : `Localhost ${chainId}`,
    rpcUrls: { default: { http: [rpcUrl] } },
  }
}

// Namespaces the sandbox's WalletConnect wallet answers for itself, without an RPC.
const walletConnectOnly = new Set(['polkadot', 'cosmos'])

function isLoopback(url: string | undefined): boolean {
  if (!url) return false
  try {
    return ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname)
  } catch {
    return false
  }
}

/** Suffix of a network's name in dev when it needs the internet: the modal shows why. */
export const offlineSuffix = ' (unavailable offline in appkit dev)'

/**
 * The config `appkit dev` serves instead of the production one: the local networks' RPCs point at
 * the sandbox chains (added when an EVM config has none), the services at the stand-ins
 * (WalletConnect at the loopback relay, email login at the stand-in secure site, analytics at the
 * sandbox's recorder, so the developer sees what the app reports), the local chain selected first.
 * A config without EVM networks (polkadot, cosmos) keeps its networks: adding EVM chains would turn
 * its WalletConnect-only modal into another one. The production config and module are never
 * touched.
 * @example const dev = toDevConfig(normalizeConfig(config), endpoints) // dev.config, dev.notes
 */
export function toDevConfig(config: NormalizedConfig, sandbox: SandboxEndpoints): DevConfig {
  const notes: string[] = []
  const offline = new Set<string>()
  const rpcByChain = new Map(
    sandbox.chains.map((chain) => [`eip155:${chain.chainId}`, chain.rpcUrl]),
  )
  const networks: CaipNetwork[] = config.networks.map((network) => {
    const rpcUrl = rpcByChain.get(network.caipNetworkId)
    if (rpcUrl) return { ...network, rpcUrls: { default: { http: [rpcUrl] } } }
    const rpc = network.rpcUrls.default.http[0]
    if (isLoopback(rpc) || walletConnectOnly.has(network.chainNamespace)) return network
    // No stand-in serves this chain: say so where it is picked, not as a bare failed switch.
    notes.push(
      `${network.caipNetworkId} (${network.name}) is unavailable in dev: its RPC ${rpc ? new URL(rpc).host : '(none)'} is on the internet and the sandbox has no local copy of that chain, so switching to it fails offline; the modal lists it as "${network.name}${offlineSuffix}". The local chains work.`,
    )
    offline.add(network.caipNetworkId)
    return { ...network, name: `${network.name}${offlineSuffix}` }
  })
  const evm = config.networks.some((network) => network.chainNamespace === 'eip155')
  for (const chain of evm ? sandbox.chains : []) {
    if (networks.some((network) => network.caipNetworkId === `eip155:${chain.chainId}`)) continue
    networks.push(localNetwork(chain.chainId, chain.rpcUrl))
    notes.push(
      `added network eip155:${chain.chainId} (a local chain) for development; your config does not list it, so the production build will not have it`,
    )
  }
  const solana = config.networks.some((network) => network.chainNamespace === 'solana')
  const localnet =
    solana && sandbox.solana ? sandboxSolanaNetwork(sandbox.solana.rpcUrl) : undefined
  if (localnet && !networks.some((network) => network.caipNetworkId === localnet.caipNetworkId)) {
    networks.push(localnet)
    notes.push(
      `added network ${localnet.caipNetworkId} (${localnet.name}, the local Solana validator) for development; your config does not list it, so the production build will not have it`,
    )
  }
  const hasBitcoin = config.networks.some((network) => network.chainNamespace === 'bip122')
  const regtest =
    hasBitcoin && sandbox.bitcoin ? sandboxBitcoinNetwork(sandbox.bitcoin.url) : undefined
  if (regtest && !networks.some((network) => network.caipNetworkId === regtest.caipNetworkId)) {
    networks.push(regtest)
    notes.push(
      `added network ${regtest.caipNetworkId} (${regtest.name}, the sandbox's Bitcoin ledger, Esplora API at ${sandbox.bitcoin?.url}) for development; your config does not list it, so the production build will not have it`,
    )
  }
  const local =
    networks.find((network) => rpcByChain.has(network.caipNetworkId)) ??
    networks.find((network) => network.caipNetworkId === localnet?.caipNetworkId) ??
    networks.find((network) => network.caipNetworkId === regtest?.caipNetworkId)
  if (local && local.caipNetworkId !== config.defaultNetwork) {
    notes.push(
      `selected ${local.name} (${local.caipNetworkId}) first: the dev wallet lives on the local chains`,
    )
  }
  if (!evm && !solana && !hasBitcoin) {
    notes.push(
      'no EVM, Solana or Bitcoin network in your config: the local chains and the dev wallet stay out of the app; pair with the sandbox WalletConnect wallet',
    )
  } else if (!evm) {
    notes.push('no EVM network in your config: the local EVM chains stay out of the app')
  }
  // The networks that work offline first, each group in config order: a namespace the kit picks
  // the network of (a Solana wallet connected from an EVM page) starts on one that answers, not on
  // mainnet, which would fail and send the address to the internet.
  const ordered = [
    ...networks.filter((network) => !offline.has(network.caipNetworkId)),
    ...networks.filter((network) => offline.has(network.caipNetworkId)),
  ]
  // The local chains swap through the sandbox's own pools; a network that needs the internet
  // cannot, so Swap is not offered there.
  const swapNetworks = [
    ...new Set([
      ...(config.swapNetworks ?? []).filter((id) => !offline.has(id)),
      ...networks
        .filter((network) => rpcByChain.has(network.caipNetworkId))
        .map((n) => n.caipNetworkId),
    ]),
  ]
  return {
    config: {
      ...config,
      networks: ordered,
      defaultNetwork: local?.caipNetworkId ?? config.defaultNetwork,
      swapNetworks,
      // On as the config says, into the recorder: without one, off, so dev never reports to the
      // internet.
      features: { ...config.features, analytics: config.features.analytics && !!sandbox.analytics },
      services: {
        ...config.services,
        walletApi: sandbox.walletApi,
        blockchainApi: sandbox.blockchainApi,
        ...(sandbox.analytics ? { analytics: sandbox.analytics } : {}),
        ...(sandbox.relayUrl ? { relayUrl: sandbox.relayUrl } : {}),
        ...(sandbox.secureSite ? { secureSite: sandbox.secureSite } : {}),
      },
    },
    notes,
    evm,
    solana: localnet !== undefined,
    bitcoin: regtest !== undefined,
  }
}
