import {
  fallbackPaymentLimits,
  type OnrampOptions,
  type OnrampPaymentCurrency,
  type OnrampPaymentLimit,
  type OnrampPurchaseCurrency,
} from '../blockchainApi/onrampOptions.js'
import type { OnrampPaymentMethod } from './OnrampState.js'

/**
 * What can be bought on `chainId` (CAIP-2): currencies listing that network, and those whose
 * networks are not known (SPEC section 8's built-in ones), which the provider then decides on.
 * @example purchaseCurrenciesFor(options, 'eip155:1').map((currency) => currency.symbol) // ['ETH', 'USDC']
 */
export function purchaseCurrenciesFor(
  options: Pick<OnrampOptions, 'purchaseCurrencies'>,
  chainId: string,
): OnrampPurchaseCurrency[] {
  return options.purchaseCurrencies.filter(
    (currency) =>
      currency.networks === undefined ||
      currency.networks.some((network) => network.chainId === chainId),
  )
}

/**
 * The limits of paying in `currency` by `method`: the service's, else SPEC section 5's fallback
 * (card 10 to 7500, bank account 10 to 25000).
 * @example pickPaymentLimit({ id: 'USD', limits: [] }, 'card') // { method: 'card', min: '10', max: '7500' }
 */
export function pickPaymentLimit(
  currency: OnrampPaymentCurrency,
  method: OnrampPaymentMethod,
): OnrampPaymentLimit {
  return (
    currency.limits.find((limit) => limit.method === method) ??
    (fallbackPaymentLimits.find((limit) => limit.method === method) as OnrampPaymentLimit)
  )
}
