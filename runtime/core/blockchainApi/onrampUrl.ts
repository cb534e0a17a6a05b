import type { AppKit } from '../AppKit.js'
import {
  type BlockchainApiOptions,
  fetchBlockchainApi,
  invalidResponse,
} from './fetchBlockchainApi.js'
import { isOpenableCheckoutUrl } from './isOpenableCheckoutUrl.js'
import type { OnrampPaymentMethod } from './onrampFields.js'
import type { OnrampProvider } from './onrampProviders.js'
import { isRecord } from './readFields.js'

export interface GenerateOnrampUrlParameters {
  /** The provider picked, as `getOnrampProviders` gave it: its checkout must be on its `url`. */
  provider: OnrampProvider
  /** The wallet the purchase is delivered to. */
  address: string
  /** CAIP-2 of the network to deliver on. */
  network: string
  purchaseCurrency: string
  paymentCurrency: string
  paymentMethod: OnrampPaymentMethod
  /** What the user pays, a decimal string: the checkout opens with it filled in. */
  fiatAmount: string
  /** What the quote said the user receives, when there is a real quote. */
  cryptoAmount?: string | undefined
  /** The quote's id, so the checkout holds to its figures. */
  quoteId?: string | undefined
}

function parseUrl(value: string): URL | undefined {
  try {
    return new URL(value)
  } catch {
    return undefined
  }
}

/**
 * The provider's checkout URL for this purchase (`POST /v1/generators/onrampurl`), with the
 * wallet, network and amounts preset. The URL is only given back when the kit may open it
 * (`isOpenableCheckoutUrl`: `https:` on the provider's own origin, or loopback `http:` in the
 * sandbox). A failed call is an `ApiError`; a missing, unreadable or refused URL is an `ApiError`
 * INVALID_RESPONSE whose details say why, in words a user can read.
 * @example
 * const url = await generateOnrampUrl(appKit, { provider, address, network: 'eip155:31337', purchaseCurrency: 'ETH', paymentCurrency: 'USD', paymentMethod: 'card', fiatAmount: '100', cryptoAmount: quote.purchaseAmount.amount, quoteId: quote.quoteId })
 * popup.location.href = url
 */
export async function generateOnrampUrl(
  appKit: Pick<AppKit, 'config'>,
  parameters: GenerateOnrampUrlParameters,
  options: BlockchainApiOptions = {},
): Promise<string> {
  const { provider, address, network, purchaseCurrency, cryptoAmount, quoteId } = parameters
  const path = '/v1/generators/onrampurl'
  const body = {
    destinationWallets: [{ address, blockchains: [network], assets: [purchaseCurrency] }],
    defaultNetwork: network,
    partnerUserId: address,
    defaultExperience: 'buy',
    // Numbers, as the generator takes them (SPEC section 7); the decimals come from a quote or
    // the amount field and are well within a double's exact digits.
    presetFiatAmount: Number(parameters.fiatAmount),
    ...(cryptoAmount ? { presetCryptoAmount: Number(cryptoAmount) } : {}),
    provider: provider.name,
    purchaseCurrency,
    paymentCurrency: parameters.paymentCurrency,
    paymentMethod: parameters.paymentMethod,
    ...(quoteId ? { quoteId } : {}),
  }
  const answer = await fetchBlockchainApi(
    appKit,
    path,
    {},
    { ...options, method: 'POST', body, what: 'failed to prepare the checkout' },
  )
  const url = isRecord(answer) ? answer.url : undefined
  const parsed = typeof url === 'string' ? parseUrl(url) : undefined
  if (typeof url !== 'string' || !parsed) {
    const details = `${provider.label} gave no checkout address the kit can read. Try again.`
    throw invalidResponse(appKit, path, details)
  }
  if (!isOpenableCheckoutUrl(url, provider.url, appKit.config.services.blockchainApi)) {
    const details = `The checkout address is not a secure page of ${provider.label}'s own site, so it was not opened.`
    throw invalidResponse(appKit, path, details)
  }
  return parsed.href
}
