import type { AppKit } from '../AppKit.js'
import { ApiError } from '../api/ApiError.js'
import {
  type BlockchainApiOptions,
  fetchBlockchainApi,
  invalidResponse,
} from './fetchBlockchainApi.js'
import { failureReason, type OnrampPaymentMethod, readOnrampAmount } from './onrampFields.js'
import { displayText, isRecord, plainId } from './readFields.js'

/** An amount of one currency, as a plain decimal string. */
export interface OnrampMoney {
  amount: string
  currency: string
}
/** What a purchase costs and gives (SPEC section 3, "Quote"). */
export interface OnrampQuote {
  /** What the user receives, in the purchase currency. */
  purchaseAmount: OnrampMoney
  /** The part of the total that buys crypto: total minus the fees. */
  paymentSubtotal: OnrampMoney
  /** What the user pays, fees included. */
  paymentTotal: OnrampMoney
  networkFee: OnrampMoney
  providerFee: OnrampMoney
  /** The provider's id of this quote, passed on to the checkout; '' for a mock quote. */
  quoteId: string
  /** A mock quote (SPEC section 8): every figure is the amount typed; show them as estimates. */
  estimate: boolean
  /** With `estimate`: why there is no real quote, in one short line. */
  failure?: string
  /**
   * With `estimate`: the service (HTTP 400) or the kit refused these inputs (an amount outside
   * the method's limits, a network the provider does not serve), and `failure` is its message.
   * Without it the quote was unavailable (offline, timeout, a malformed answer).
   */
  refused?: boolean
}

export interface GetOnrampQuoteParameters {
  /** The provider's `name`. */
  provider: string
  /** A purchase currency id ('ETH'). */
  purchaseCurrency: string
  /** A payment currency id ('USD'). */
  paymentCurrency: string
  paymentMethod: OnrampPaymentMethod
  /** What the user pays in total, fees included: a decimal string ('100', '99.50'). */
  amount: string
  /** CAIP-2 of the network to deliver on. */
  network: string
}

/** SPEC section 8's quote when there is no real one: the amount typed as every figure. */
function mockQuote(
  parameters: GetOnrampQuoteParameters,
  amount: string,
  failure: string,
  refused: boolean,
): OnrampQuote {
  const paid = () => ({ amount, currency: parameters.paymentCurrency })
  return {
    purchaseAmount: { amount, currency: parameters.purchaseCurrency },
    paymentSubtotal: paid(),
    paymentTotal: paid(),
    networkFee: paid(),
    providerFee: paid(),
    quoteId: '',
    estimate: true,
    failure,
    ...(refused ? { refused } : {}),
  }
}

/** A figure in the currency asked for; one in another currency is not a figure for this purchase. */
function readMoney(value: unknown, currency: string): OnrampMoney | undefined {
  if (!isRecord(value) || typeof value.currency !== 'string') return undefined
  const amount = readOnrampAmount(value.amount)
  const same = value.currency.toUpperCase() === currency.toUpperCase()
  return amount !== undefined && same ? { amount, currency } : undefined
}

async function request(
  appKit: AppKit,
  parameters: GetOnrampQuoteParameters,
  options: BlockchainApiOptions,
): Promise<OnrampQuote> {
  const path = '/v1/onramp/quote'
  const { purchaseCurrency, paymentCurrency, amount, network, provider, paymentMethod } = parameters
  const body = { purchaseCurrency, paymentCurrency, amount, network, provider, paymentMethod }
  const answer = await fetchBlockchainApi(
    appKit,
    path,
    {},
    { ...options, method: 'POST', body, what: 'failed to get a quote' },
  )
  if (!isRecord(answer)) throw invalidResponse(appKit, path, 'The quote is not an object.')
  const quote = {
    purchaseAmount: readMoney(answer.purchaseAmount, purchaseCurrency),
    paymentSubtotal: readMoney(answer.paymentSubtotal, paymentCurrency),
    paymentTotal: readMoney(answer.paymentTotal, paymentCurrency),
    networkFee: readMoney(answer.networkFee, paymentCurrency),
    providerFee: readMoney(answer.providerFee, paymentCurrency),
  }
  const quoteId = plainId(answer.quoteId)
  const { purchaseAmount, paymentSubtotal, paymentTotal, networkFee, providerFee } = quote
  if (!purchaseAmount || !paymentSubtotal || !paymentTotal || !networkFee || !providerFee) {
    const details = 'The quote lacks an amount, or has one in another currency than asked.'
    throw invalidResponse(appKit, path, details)
  }
  if (!quoteId) throw invalidResponse(appKit, path, 'The quote has no quoteId.')
  const figures = { purchaseAmount, paymentSubtotal, paymentTotal, networkFee, providerFee }
  return { ...figures, quoteId, estimate: false }
}

/**
 * A provider's quote for paying `amount` (fees included) for `purchaseCurrency` on `network`
 * (`POST /v1/onramp/quote`), validated. Never rejects on a failure: SPEC section 8's mock quote
 * (`estimate: true`, the amount as every figure, `quoteId: ''`) comes back with the reason in
 * `failure`; when the service refused the inputs (HTTP 400: an amount outside its limits, a
 * network the provider does not serve), `failure` is the service's own message and `refused` is
 * true. A call cancelled through `options.signal` rejects with the signal's reason.
 * @example
 * const quote = await getOnrampQuote(appKit, { provider: 'sandboxpay', purchaseCurrency: 'ETH', paymentCurrency: 'USD', paymentMethod: 'card', amount: '100', network: 'eip155:31337' })
 * quote.purchaseAmount // { amount: '0.03296666', currency: 'ETH' }
 * if (quote.estimate) showNotice(quote.failure)
 */
export async function getOnrampQuote(
  appKit: AppKit,
  parameters: GetOnrampQuoteParameters,
  options: BlockchainApiOptions = {},
): Promise<OnrampQuote> {
  options.signal?.throwIfAborted()
  const amount = readOnrampAmount(parameters.amount)
  if (amount === undefined) {
    return mockQuote(parameters, '0', 'Enter an amount as a number, such as 100 or 99.50.', true)
  }
  try {
    return await request(appKit, { ...parameters, amount }, options)
  } catch (error) {
    if (options.signal?.aborted) throw options.signal.reason
    if (error instanceof ApiError && error.status === 400) {
      const message = displayText(error.details, 200) ?? 'The provider cannot quote this purchase.'
      return mockQuote(parameters, amount, message, true)
    }
    appKit.logger.warn('Could not get an onramp quote; showing an estimate.', error)
    return mockQuote(parameters, amount, failureReason(error), false)
  }
}
