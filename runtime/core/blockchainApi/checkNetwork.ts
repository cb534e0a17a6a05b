import type { CaipNetwork, ChainNamespace } from '../../../schema/index.js'
import type { AppKit } from '../AppKit.js'

const evmAddress = /^0x[0-9a-fA-F]{40}$/
// base58 without 0, O, I and l; 32 bytes encode to 32-44 characters.
const solanaAddress = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/
// Bech32 (bc1, tb1, bcrt1; one case) or base58 (P2PKH, P2SH of mainnet and testnet).
const bitcoinAddress =
  /^((bc|tb|bcrt)1[02-9ac-hj-np-z]{8,87}|(BC|TB|BCRT)1[02-9AC-HJ-NP-Z]{8,87}|[13mn2][1-9A-HJ-NP-Za-km-z]{25,34})$/

const addressPatterns: Partial<Record<ChainNamespace, RegExp>> = {
  eip155: evmAddress,
  solana: solanaAddress,
  bip122: bitcoinAddress,
}

/**
 * Why the Blockchain API cannot be asked about `address` on `caipNetwork` for a feature limited to
 * `namespaces` (SPEC section 9), or `undefined` when it can. The network must be configured and
 * the address well-formed, as it goes into the request path.
 * @example
 * refusal(appKit, network, address, { feature: 'Activity', namespaces: ['eip155'] })
 * // 'Activity is only available on eip155 networks; solana:… is not one.'
 */
export function refusal(
  appKit: Pick<AppKit, 'config'>,
  caipNetwork: CaipNetwork,
  address: string,
  limits: { feature: string; namespaces: readonly ChainNamespace[] },
): string | undefined {
  const { feature, namespaces } = limits
  const { caipNetworkId, chainNamespace } = caipNetwork
  if (!appKit.config.networks.some((network) => network.caipNetworkId === caipNetworkId)) {
    return `${caipNetworkId} is not one of the configured networks.`
  }
  if (!namespaces.includes(chainNamespace)) {
    const where = namespaces.join(' and ')
    return `${feature} is only available on ${where} networks; ${caipNetworkId} is not one.`
  }
  const pattern = addressPatterns[chainNamespace] ?? evmAddress
  if (!pattern.test(address)) return `${address.slice(0, 64)} is not a ${chainNamespace} address.`
  return undefined
}

/** Whether two addresses of a namespace are the same account (EVM hex ignores case). */
export function sameAddress(namespace: ChainNamespace, a: string, b: string): boolean {
  return namespace === 'eip155' ? a.toLowerCase() === b.toLowerCase() : a === b
}
