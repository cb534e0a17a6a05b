import type { AppKit } from '../AppKit.js'
import {
  type BlockchainApiOptions,
  fetchBlockchainApi,
  invalidResponse,
} from './fetchBlockchainApi.js'
import { amount, displayText, isRecord, maxNameLength, maxSymbolLength } from './readFields.js'
import { sanitizeImageUrl } from './sanitizeImageUrl.js'

/** The USD price of a fungible, made safe to show. */
export interface FungiblePrice {
  name: string
  symbol: string
  /** `https:` (or `http:` on loopback) only, else ''. */
  iconUrl: string
  /** USD per whole token, finite and >= 0. */
  price: number
}

export interface GetFungiblePricesParameters {
  /** CAIP-10 addresses (`0xeeee...eeee` for a native currency). */
  addresses: readonly string[]
}

// Prices are asked for a few tokens at a time (a swap's two and the native currency).
const maxAddresses = 20
const caip10Pattern = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/

function parseFungible(value: unknown): FungiblePrice | undefined {
  if (!isRecord(value)) return undefined
  const symbol = displayText(value.symbol, maxSymbolLength)
  const name = displayText(value.name, maxNameLength) ?? symbol
  const price = amount(value.price)
  if (!symbol || !name || price === undefined) return undefined
  return { name, symbol, iconUrl: sanitizeImageUrl(value.iconUrl), price }
}

async function requestPrice(
  appKit: AppKit,
  address: string,
  options: BlockchainApiOptions,
): Promise<FungiblePrice | undefined> {
  const path = '/v1/fungible/price'
  const body = { projectId: appKit.config.projectId, currency: 'usd', addresses: [address] }
  const answer = await fetchBlockchainApi(
    appKit,
    path,
    {},
    { ...options, method: 'POST', body, what: 'failed to get the token prices' },
  )
  if (!isRecord(answer) || !Array.isArray(answer.fungibles) || answer.fungibles.length > 1) {
    throw invalidResponse(appKit, path, 'The prices are not of the shape { fungibles: [] }.')
  }
  return parseFungible(answer.fungibles[0])
}

/**
 * USD prices of `addresses` (`POST /v1/fungible/price`), keyed by the address as given. The
 * answer names no address and leaves out the ones the service does not know, so each address is
 * asked on its own (in parallel): a list could not be matched back safely. An address the service
 * does not know, or whose request failed, is absent; when every request failed the first failure
 * is thrown (an `ApiError`). Malformed addresses are not asked about.
 * @example
 * const prices = await getFungiblePrices(appKit, { addresses: ['eip155:1:0xeeee...eeee'] })
 * prices['eip155:1:0xeeee...eeee']?.price // 3000
 */
export async function getFungiblePrices(
  appKit: AppKit,
  parameters: GetFungiblePricesParameters,
  options: BlockchainApiOptions = {},
): Promise<Record<string, FungiblePrice>> {
  const addresses = [...new Set(parameters.addresses)]
    .filter((address) => caip10Pattern.test(address))
    .slice(0, maxAddresses)
  const settled = await Promise.allSettled(
    addresses.map((address) => requestPrice(appKit, address, options)),
  )
  const prices: Record<string, FungiblePrice> = {}
  settled.forEach((result, index) => {
    const address = addresses[index]
    if (result.status === 'fulfilled' && result.value && address) prices[address] = result.value
  })
  const failed = settled.filter((result) => result.status === 'rejected')
  if (addresses.length > 0 && failed.length === addresses.length) throw failed[0]?.reason
  return prices
}
