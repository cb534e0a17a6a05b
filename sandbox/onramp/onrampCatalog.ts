import { sandboxAssets } from '../blockchainApi/sandboxAssets.js'
import type {
  OnrampNetwork,
  OnrampPaymentMethod,
  OnrampPaymentSymbol,
  OnrampPurchaseSymbol,
} from './onrampTypes.js'

/** A payment method's bounds, in whole units of the payment currency. */
export interface OnrampLimit {
  min: number
  max: number
}

/** A fiat currency the stand-in providers take. */
export interface OnrampPaymentCurrency {
  /** What one unit is worth in USD, as a fraction (exact: no float in the pricing). */
  usdRate: readonly [numerator: bigint, denominator: bigint]
  limits: Readonly<Record<OnrampPaymentMethod, OnrampLimit>>
}

/** A crypto currency the stand-in providers sell. */
export interface OnrampPurchaseCurrency {
  name: string
  symbol: OnrampPurchaseSymbol
  /** Base units: what a delivery sends is `parseUnits(amount, decimals)`. */
  decimals: number
  /** A quote rounds down to this many decimals (the contract: 8, or the token's own when fewer). */
  quoteDecimals: number
  /** The sandbox's fixed price, in whole USD. */
  priceUsd: bigint
  /** The file of its icon on the Blockchain API stand-in (`/assets/`). */
  icon: string
  namespace: OnrampNetwork['namespace']
}

/**
 * The sandbox's fiat currencies and limits: its own numbers, deliberately not SPEC's fallback
 * ones (card 10 to 7500, bank 10 to 25000), so a test can tell which the kit used. 1 EUR is
 * 1.1 USD, as the sandbox euro (SEUR) is.
 * @example onrampPaymentCurrencies.USD.limits.card // { min: 10, max: 5000 }
 */
export const onrampPaymentCurrencies: Readonly<Record<OnrampPaymentSymbol, OnrampPaymentCurrency>> =
  {
    USD: {
      usdRate: [1n, 1n],
      limits: { card: { min: 10, max: 5000 }, bank_account: { min: 10, max: 20000 } },
    },
    EUR: {
      usdRate: [11n, 10n],
      limits: { card: { min: 10, max: 4500 }, bank_account: { min: 10, max: 18000 } },
    },
  }

const { native, token, sol } = sandboxAssets

/**
 * What the stand-in providers sell, at the sandbox's fixed prices (ETH 3000 USD, SUSD 1 USD,
 * SOL 150 USD): ETH and SUSD on the EVM chains, SOL on Solana Localnet.
 * @example onrampPurchaseCurrencies.ETH.quoteDecimals // 8
 */
export const onrampPurchaseCurrencies: Readonly<
  Record<OnrampPurchaseSymbol, OnrampPurchaseCurrency>
> = {
  ETH: {
    name: native.name,
    symbol: 'ETH',
    decimals: native.decimals,
    quoteDecimals: 8,
    priceUsd: BigInt(native.priceUsd),
    icon: native.icon,
    namespace: 'eip155',
  },
  SUSD: {
    name: token.name,
    symbol: 'SUSD',
    decimals: token.decimals,
    quoteDecimals: Math.min(8, token.decimals),
    priceUsd: BigInt(token.priceUsd),
    icon: token.icon,
    namespace: 'eip155',
  },
  SOL: {
    name: sol.name,
    symbol: 'SOL',
    decimals: sol.decimals,
    quoteDecimals: 8,
    priceUsd: BigInt(sol.priceUsd),
    icon: sol.icon,
    namespace: 'solana',
  },
}

/** The payment methods, in the order the options list them. */
export const onrampPaymentMethods: readonly OnrampPaymentMethod[] = ['card', 'bank_account']

/**
 * True when `symbol` names a purchase currency (an own key, not one of Object's).
 * @example isPurchaseSymbol('ETH') // true
 */
export function isPurchaseSymbol(symbol: unknown): symbol is OnrampPurchaseSymbol {
  return typeof symbol === 'string' && Object.hasOwn(onrampPurchaseCurrencies, symbol)
}

/**
 * True when `symbol` names a payment currency.
 * @example isPaymentSymbol('EUR') // true
 */
export function isPaymentSymbol(symbol: unknown): symbol is OnrampPaymentSymbol {
  return typeof symbol === 'string' && Object.hasOwn(onrampPaymentCurrencies, symbol)
}
