import type { CaipNetwork } from '../../../schema/index.js'
import type { AppKit } from '../AppKit.js'
import {
  accountOnNetwork,
  assertSwapNetwork,
  readBaseUnits,
  sameCaip10,
  tokenOnNetwork,
} from './convertFields.js'
import {
  type BlockchainApiOptions,
  fetchBlockchainApi,
  invalidResponse,
} from './fetchBlockchainApi.js'
import { isRecord } from './readFields.js'

/** What selling `fromAmount` of one token gives of another, in base units. */
export interface ConvertQuote {
  /** CAIP-10 of the token sold. */
  from: string
  /** CAIP-10 of the token bought. */
  to: string
  fromAmount: bigint
  toAmount: bigint
}

export interface GetConvertQuoteParameters {
  caipNetwork: CaipNetwork
  /** The account: a 0x address. */
  address: string
  /** CAIP-10 of the token to sell, on `caipNetwork`. */
  from: string
  /** CAIP-10 of the token to buy, on `caipNetwork`. */
  to: string
  /** In the sold token's base units. */
  amount: bigint
  /** In wei (`getConvertGasPrice`): the service weighs routes by their gas. */
  gasPrice: bigint
}

// Quote lists hold a handful of routes; more is not an answer of this service.
const maxQuotes = 50

/**
 * The best quote for selling `amount` of `from` for `to` (`GET /v1/convert/quotes`), or
 * `undefined` when the service has no route. A quote for another pair or another amount than asked
 * is refused like any malformed answer (`ApiError` INVALID_RESPONSE): a figure shown must be the
 * one for what the user typed. Refused without a request off the swap networks.
 * @example
 * const quote = await getConvertQuote(appKit, { caipNetwork, address, from: eth, to: usdc, amount: 10n ** 18n, gasPrice })
 * quote?.toAmount // 2991020000n
 */
export async function getConvertQuote(
  appKit: AppKit,
  parameters: GetConvertQuoteParameters,
  options: BlockchainApiOptions = {},
): Promise<ConvertQuote | undefined> {
  const { caipNetwork, amount } = parameters
  assertSwapNetwork(appKit, caipNetwork, 'Network not supported for Swaps')
  const from = tokenOnNetwork(caipNetwork, parameters.from)
  const to = tokenOnNetwork(caipNetwork, parameters.to)
  const query = {
    amount: amount.toString(),
    userAddress: accountOnNetwork(caipNetwork, parameters.address),
    from,
    to,
    gasPrice: parameters.gasPrice.toString(),
  }
  const path = '/v1/convert/quotes'
  const body = await fetchBlockchainApi(appKit, path, query, {
    ...options,
    what: 'failed to get a quote',
  })
  if (!isRecord(body) || !Array.isArray(body.quotes) || body.quotes.length > maxQuotes) {
    throw invalidResponse(appKit, path, 'The quotes are not of the shape { quotes: [] }.')
  }
  const [first] = body.quotes
  if (first === undefined) return undefined
  const fromAmount = isRecord(first) ? readBaseUnits(first.fromAmount) : undefined
  const toAmount = isRecord(first) ? readBaseUnits(first.toAmount) : undefined
  const fromAccount = isRecord(first) ? first.fromAccount : undefined
  const toAccount = isRecord(first) ? first.toAccount : undefined
  if (fromAmount === undefined || toAmount === undefined) {
    throw invalidResponse(appKit, path, 'The quote has no fromAmount and toAmount in base units.')
  }
  const samePair =
    typeof fromAccount === 'string' &&
    typeof toAccount === 'string' &&
    sameCaip10(fromAccount, from) &&
    sameCaip10(toAccount, to)
  if (!samePair || fromAmount !== amount) {
    throw invalidResponse(appKit, path, 'The quote is for another pair or amount than asked.')
  }
  // Nothing out is no route, whatever the service calls it.
  if (toAmount === 0n) return undefined
  return { from, to, fromAmount, toAmount }
}
