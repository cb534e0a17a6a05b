import type { AppKit } from '../AppKit.js'
import {
  type BlockchainApiOptions,
  fetchBlockchainApi,
  invalidResponse,
} from './fetchBlockchainApi.js'
import {
  caip2,
  currencyId,
  failureReason,
  type OnrampPaymentMethod,
  onrampPaymentMethods,
  readOnrampAmount,
} from './onrampFields.js'
import { displayText, isRecord, maxNameLength, maxSymbolLength, plainId } from './readFields.js'

/** How much one payment method takes per purchase, as decimal strings in the payment currency. */
export interface OnrampPaymentLimit {
  method: OnrampPaymentMethod
  min: string
  max: string
}
/** A fiat currency the user can pay with (SPEC section 3, "Payment currency"). */
export interface OnrampPaymentCurrency {
  /** 'USD', 'EUR', ... */
  id: string
  /** One entry per method the kit offers, card first. */
  limits: OnrampPaymentLimit[]
}
/** A network a purchase currency is delivered on. */
export interface OnrampCurrencyNetwork {
  name: string
  /** CAIP-2. */
  chainId: string
  /** The token's contract; absent for the network's native currency. */
  contractAddress?: string
}
/** A crypto currency the user can buy (SPEC section 3, "Purchase currency"). */
export interface OnrampPurchaseCurrency {
  id: string
  name: string
  symbol: string
  /** Where it is delivered; `undefined` when not known: then offered on any network. */
  networks: OnrampCurrencyNetwork[] | undefined
}
export interface OnrampOptions {
  paymentCurrencies: OnrampPaymentCurrency[]
  purchaseCurrencies: OnrampPurchaseCurrency[]
  /** These are the built-in `fallbackOnrampOptions`: the service's could not be had. */
  fallback: boolean
  /** With `fallback`: why, in one short line. */
  failure?: string
}

// SPEC section 5, per method the kit offers.
const specLimits: Record<OnrampPaymentMethod, { min: string; max: string }> = {
  card: { min: '10', max: '7500' },
  bank_account: { min: '10', max: '25000' },
}

/** Frozen through: the constants below are shared by every call and every kit. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const inner of Object.values(value)) deepFreeze(inner)
    Object.freeze(value)
  }
  return value
}

/** SPEC section 5's limits, used for a payment method the service gives none (or unreadable ones) for. */
export const fallbackPaymentLimits: readonly OnrampPaymentLimit[] = deepFreeze(
  onrampPaymentMethods.map((method) => ({ method, ...specLimits[method] })),
)

/** SPEC section 8's options when the service's fail: pay in USD or EUR, buy USDC or ETH anywhere. */
export const fallbackOnrampOptions: Readonly<OnrampOptions> = deepFreeze({
  paymentCurrencies: ['USD', 'EUR'].map((id) => ({
    id,
    limits: fallbackPaymentLimits.map((limit) => ({ ...limit })),
  })),
  purchaseCurrencies: [
    { id: 'USDC', name: 'USD Coin', symbol: 'USDC', networks: undefined },
    { id: 'ETH', name: 'Ether', symbol: 'ETH', networks: undefined },
  ],
  fallback: true,
})

// The service lists tens of currencies, each on tens of networks; more is not an answer of it.
const maxCurrencies = 1000
const maxNetworks = 500
const maxMethods = 20

function limitOf(method: OnrampPaymentMethod, entries: unknown[]): OnrampPaymentLimit {
  const entry = entries.find((candidate) => isRecord(candidate) && candidate.id === method)
  const min = isRecord(entry) ? readOnrampAmount(entry.min) : undefined
  const max = isRecord(entry) ? readOnrampAmount(entry.max) : undefined
  if (min !== undefined && max !== undefined && Number(min) <= Number(max)) {
    return { method, min, max }
  }
  return { method, ...specLimits[method] }
}

function parsePaymentCurrency(value: unknown): OnrampPaymentCurrency | undefined {
  const id = isRecord(value) ? currencyId(value.id) : undefined
  if (!isRecord(value) || !id) return undefined
  const listed = value.payment_method_limits
  const entries = Array.isArray(listed) && listed.length <= maxMethods ? listed : []
  return { id, limits: onrampPaymentMethods.map((method) => limitOf(method, entries)) }
}

function parseNetwork(value: unknown): OnrampCurrencyNetwork | undefined {
  const chainId = isRecord(value) ? caip2(value.chain_id) : undefined
  if (!isRecord(value) || !chainId) return undefined
  const name = displayText(value.name, maxNameLength) ?? chainId
  const contract = value.contract_address
  if (contract === null || contract === undefined || contract === '') return { name, chainId }
  const contractAddress = plainId(contract)
  if (!contractAddress || contractAddress.length > 128) return undefined
  return { name, chainId, contractAddress }
}

function parsePurchaseCurrency(value: unknown): OnrampPurchaseCurrency | undefined {
  const id = isRecord(value) ? currencyId(value.id) : undefined
  if (!isRecord(value) || !id) return undefined
  const symbol = displayText(value.symbol, maxSymbolLength) ?? id
  const name = displayText(value.name, maxNameLength) ?? symbol
  const listed = value.networks
  if (listed === undefined || listed === null) return { id, name, symbol, networks: undefined }
  // A list that cannot be read is not "any network": the currency is left out instead.
  if (!Array.isArray(listed) || listed.length > maxNetworks) return undefined
  const networks = listed.flatMap((network) => parseNetwork(network) ?? [])
  return { id, name, symbol, networks }
}

/** Parsed entries, the first of each id kept: the flow picks currencies by id. */
function uniqueById<T extends { id: string }>(
  list: unknown[],
  parse: (value: unknown) => T | undefined,
) {
  const found: T[] = []
  for (const entry of list) {
    const parsed = parse(entry)
    if (parsed && !found.some((known) => known.id === parsed.id)) found.push(parsed)
  }
  return found
}

async function request(appKit: AppKit, options: BlockchainApiOptions): Promise<OnrampOptions> {
  const path = '/v1/onramp/options'
  const body = await fetchBlockchainApi(
    appKit,
    path,
    {},
    { ...options, what: 'failed to get the onramp currencies' },
  )
  const payment = isRecord(body) ? body.paymentCurrencies : undefined
  const purchase = isRecord(body) ? body.purchaseCurrencies : undefined
  if (!Array.isArray(payment) || !Array.isArray(purchase)) {
    const details =
      'The onramp options are not of the shape { paymentCurrencies, purchaseCurrencies }.'
    throw invalidResponse(appKit, path, details)
  }
  if (payment.length > maxCurrencies || purchase.length > maxCurrencies) {
    throw invalidResponse(appKit, path, 'The onramp options list more currencies than any should.')
  }
  const paymentCurrencies = uniqueById(payment, parsePaymentCurrency)
  const purchaseCurrencies = uniqueById(purchase, parsePurchaseCurrency)
  if (paymentCurrencies.length === 0 || purchaseCurrencies.length === 0) {
    throw invalidResponse(appKit, path, 'The onramp options list no usable currency.')
  }
  return { paymentCurrencies, purchaseCurrencies, fallback: false }
}

/**
 * The currencies a user can pay with and buy (`GET /v1/onramp/options`), validated and made safe
 * to show; each payment currency with its card and bank-account limits (SPEC section 5's when the
 * service gives none). Never rejects on a failure: when the call fails, times out, or its answer
 * is malformed or lists nothing usable, it gives SPEC section 8's `fallbackOnrampOptions` (USD and
 * EUR; USDC and ETH on any network) with `fallback: true` and the reason in `failure`. Only a
 * call cancelled through `options.signal` rejects, with the signal's reason.
 * @example
 * const options = await getOnrampOptions(appKit)
 * if (options.fallback) showNotice(options.failure)
 * options.paymentCurrencies[0] // { id: 'USD', limits: [{ method: 'card', min: '10', max: '5000' }, ...] }
 */
export async function getOnrampOptions(
  appKit: AppKit,
  options: BlockchainApiOptions = {},
): Promise<OnrampOptions> {
  try {
    return await request(appKit, options)
  } catch (error) {
    if (options.signal?.aborted) throw options.signal.reason
    appKit.logger.warn('Could not get the onramp currencies; offering the built-in ones.', error)
    return { ...structuredClone(fallbackOnrampOptions), failure: failureReason(error) }
  }
}
