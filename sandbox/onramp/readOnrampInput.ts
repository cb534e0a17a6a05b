import {
  isPaymentSymbol,
  isPurchaseSymbol,
  type OnrampLimit,
  onrampPaymentCurrencies,
  onrampPurchaseCurrencies,
} from './onrampCatalog.js'
import type {
  OnrampFeeModel,
  OnrampNetwork,
  OnrampPaymentMethod,
  OnrampPaymentSymbol,
  OnrampProviderRecord,
  OnrampPurchaseSymbol,
} from './onrampTypes.js'
import { formatCents, type OnrampPrice, parseFiatCents, priceOnramp } from './priceOnramp.js'

/** What the quote and the URL generator read from: the providers, where they deliver, their fees. */
export interface OnrampMarket {
  providers: readonly OnrampProviderRecord[]
  networks: readonly OnrampNetwork[]
  /** Keyed by provider name. */
  fees: Readonly<Record<string, OnrampFeeModel>>
}

/** A request field the stand-in cannot use: answered 400 with this message. */
export class OnrampInputError extends Error {
  override name = 'OnrampInputError'
}

/** A purchase request, checked and priced. */
export interface OnrampPurchase {
  provider: OnrampProviderRecord
  network: OnrampNetwork
  purchaseCurrency: OnrampPurchaseSymbol
  paymentCurrency: OnrampPaymentSymbol
  paymentMethod: OnrampPaymentMethod
  price: OnrampPrice
}

/** The fields of a quote request, named as the quote names them. */
export interface OnrampPurchaseFields {
  provider: unknown
  purchaseCurrency: unknown
  paymentCurrency: unknown
  paymentMethod: unknown
  network: unknown
  amount: unknown
}

const show = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value))

function readAmount(value: unknown, limit: OnrampLimit, currency: string, method: string) {
  if (value === undefined || value === null || value === '') {
    throw new OnrampInputError('Missing amount')
  }
  const cents = parseFiatCents(value)
  if (cents === undefined) {
    const text = String(value).trim()
    throw new OnrampInputError(
      /^\d+\.\d{3,}$/.test(text)
        ? `Invalid amount: ${text} has more than 2 decimals`
        : `Invalid amount: ${show(value)} (expected a positive decimal like "100" or "99.50")`,
    )
  }
  const shown = `${formatCents(cents)} ${currency}`
  if (cents < BigInt(limit.min) * 100n) {
    throw new OnrampInputError(
      `Invalid amount: ${shown} is under the ${method} minimum of ${limit.min} ${currency}`,
    )
  }
  if (cents > BigInt(limit.max) * 100n) {
    throw new OnrampInputError(
      `Invalid amount: ${shown} is over the ${method} maximum of ${limit.max} ${currency}`,
    )
  }
  return cents
}

/**
 * Checks a purchase request (the quote's fields; the URL generator maps its own onto them) and
 * prices it with the provider's fees. Throws `OnrampInputError` with a message that names the
 * field and what is accepted: an unknown provider, currency or method, a malformed or
 * unsupported network, an amount that is not a positive decimal with at most 2 decimals or is
 * outside the method's limits.
 * @example
 * readOnrampPurchase(market, { provider: 'sandboxpay', purchaseCurrency: 'ETH', paymentCurrency: 'USD',
 *   paymentMethod: 'card', network: 'eip155:31337', amount: '100' }).price.purchaseAmount // '0.03296666'
 */
export function readOnrampPurchase(
  market: OnrampMarket,
  fields: OnrampPurchaseFields,
): OnrampPurchase {
  const provider = market.providers.find((entry) => entry.name === fields.provider)
  if (!provider) {
    throw new OnrampInputError(
      `Unknown provider: ${show(fields.provider)} (the sandbox has ${market.providers.map((entry) => entry.name).join(', ')})`,
    )
  }
  const purchaseCurrency = fields.purchaseCurrency
  if (!isPurchaseSymbol(purchaseCurrency)) {
    throw new OnrampInputError(
      `Unknown purchaseCurrency: ${show(purchaseCurrency)} (the sandbox sells ${Object.keys(onrampPurchaseCurrencies).join(', ')})`,
    )
  }
  const paymentCurrency = fields.paymentCurrency
  if (!isPaymentSymbol(paymentCurrency)) {
    throw new OnrampInputError(
      `Unknown paymentCurrency: ${show(paymentCurrency)} (the sandbox takes ${Object.keys(onrampPaymentCurrencies).join(', ')})`,
    )
  }
  const paymentMethod = fields.paymentMethod
  if (paymentMethod !== 'card' && paymentMethod !== 'bank_account') {
    throw new OnrampInputError(
      `Unknown paymentMethod: ${show(paymentMethod)} (expected card or bank_account)`,
    )
  }
  const network = readNetwork(market, provider, fields.network)
  const purchase = onrampPurchaseCurrencies[purchaseCurrency]
  if (purchase.namespace !== network.namespace) {
    throw new OnrampInputError(`${purchaseCurrency} is not sold on ${network.caipNetworkId}`)
  }
  const payment = onrampPaymentCurrencies[paymentCurrency]
  const totalCents = readAmount(
    fields.amount,
    payment.limits[paymentMethod],
    paymentCurrency,
    paymentMethod === 'card' ? 'card' : 'bank account',
  )
  const fees = market.fees[provider.name] ?? { providerFeeBps: 0 }
  const price = priceOnramp(totalCents, fees, payment, purchase)
  if (!price) throw new OnrampInputError(`Invalid amount: too small to cover the fees`)
  return { provider, network, purchaseCurrency, paymentCurrency, paymentMethod, price }
}

function readNetwork(
  market: OnrampMarket,
  provider: OnrampProviderRecord,
  value: unknown,
): OnrampNetwork {
  if (typeof value !== 'string' || !/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/.test(value)) {
    throw new OnrampInputError(
      `Invalid network: ${show(value)} (expected a CAIP-2 id like eip155:31337)`,
    )
  }
  const network = market.networks.find((entry) => entry.caipNetworkId === value)
  if (!network || !provider.supportedChains.includes(value)) {
    throw new OnrampInputError(
      `Unsupported network: ${provider.label} does not deliver on ${value} (it delivers on ${provider.supportedChains.join(', ')})`,
    )
  }
  return network
}
