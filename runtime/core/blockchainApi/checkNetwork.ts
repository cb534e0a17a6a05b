import type { CaipNetwork, ChainNamespace } from '../../../schema/index.js'
import type { AppKit } from '../AppKit.js'

const evmAddress = /^0x[0-9a-fA-F]{40}$/
// base58 without 0, O, I and l; 32 bytes encode to 32-44 characters.
const solanaAddress = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

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
  const pattern = chainNamespace === 'solana' ? solanaAddress : evmAddress
  if (!pattern.test(address)) return `${address.slice(0, 64)} is not a ${chainNamespace} address.`
  return undefined
}

/** Whether two addresses of a namespace are the same account (EVM hex ignores case). */
export function sameAddress(namespace: ChainNamespace, a: string, b: string): boolean {
  return namespace === 'eip155' ? a.toLowerCase() === b.toLowerCase() : a === b
}
