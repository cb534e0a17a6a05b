import type { AppKit } from '../AppKit.js'
import {
  type BlockchainApiOptions,
  fetchBlockchainApi,
  invalidResponse,
} from './fetchBlockchainApi.js'
import { isOpenableCheckoutUrl } from './isOpenableCheckoutUrl.js'
import { caip2 } from './onrampFields.js'
import { displayText, isRecord, maxNameLength, plainId } from './readFields.js'

/** An onramp provider (SPEC section 3), validated and made safe to show. */
export interface OnrampProvider {
  /** What the user reads ('Sandbox Pay'), capped at 64 characters, hidden characters stripped. */
  label: string
  /** The provider's id in the other onramp calls: [a-z0-9-], at most 32 characters. */
  name: string
  /** The fees as the service words them ('1-1.5%'), capped at 32 characters. */
  feeRange: string
  /** The provider's site: `https:` (or `http:` on loopback in the sandbox); its checkouts are on its origin. */
  url: string
  /** CAIP-2 ids of the networks it delivers on. */
  supportedChains: string[]
}

const namePattern = /^[a-z0-9-]{1,32}$/
// The service lists a handful of providers, each on tens of chains; more is not an answer of it.
const maxProviders = 50
const maxChains = 500

function parseProvider(value: unknown, blockchainApiUrl: string): OnrampProvider | undefined {
  if (!isRecord(value) || !Array.isArray(value.supportedChains)) return undefined
  if (value.supportedChains.length > maxChains) return undefined
  const label = displayText(value.label, maxNameLength)
  const feeRange = displayText(value.feeRange, 32)
  const { name } = value
  // Printable ASCII only: the URL kept is the one checked, not one the browser would rewrite.
  const url = plainId(value.url)
  if (!label || !feeRange || typeof name !== 'string' || !namePattern.test(name)) return undefined
  if (!url || !isOpenableCheckoutUrl(url, url, blockchainApiUrl)) return undefined
  const supportedChains = [...new Set(value.supportedChains.flatMap((chain) => caip2(chain) ?? []))]
  return { label, name, feeRange, url, supportedChains }
}

/**
 * The onramp providers the kit may offer (`GET /v1/onramp/providers`), each validated and made
 * safe to show. Entries that are malformed, or whose `url` the kit would not open (not `https:`,
 * or `http:` off the sandbox's loopback), are left out, as is a second entry of one name. An
 * answer that is not a list is an `ApiError` INVALID_RESPONSE; a failed call is an `ApiError`.
 * @example
 * const providers = await getOnrampProviders(appKit)
 * // [{ label: 'Sandbox Pay', name: 'sandboxpay', feeRange: '1-1.5%', url: 'http://127.0.0.1:4300', supportedChains: ['eip155:31337'] }]
 */
export async function getOnrampProviders(
  appKit: Pick<AppKit, 'config'>,
  options: BlockchainApiOptions = {},
): Promise<OnrampProvider[]> {
  const path = '/v1/onramp/providers'
  const body = await fetchBlockchainApi(
    appKit,
    path,
    {},
    { ...options, what: 'failed to get the onramp providers' },
  )
  if (!Array.isArray(body) || body.length > maxProviders) {
    throw invalidResponse(appKit, path, 'The onramp providers are not a list of providers.')
  }
  const providers: OnrampProvider[] = []
  for (const entry of body) {
    const provider = parseProvider(entry, appKit.config.services.blockchainApi)
    // Later calls name a provider by `name`: a second entry of one name would make that ambiguous.
    if (provider && !providers.some((known) => known.name === provider.name)) {
      providers.push(provider)
    }
  }
  return providers
}
