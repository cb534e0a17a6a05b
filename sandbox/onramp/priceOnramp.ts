import { formatUnits } from 'viem'
import type { OnrampPaymentCurrency, OnrampPurchaseCurrency } from './onrampCatalog.js'
import type { OnrampFeeModel } from './onrampTypes.js'

/** A quote's figures: fiat in cents of the payment currency, the purchase in base units. */
export interface OnrampPrice {
  totalCents: bigint
  networkFeeCents: bigint
  providerFeeCents: bigint
  subtotalCents: bigint
  /** Rounded down to the currency's `quoteDecimals`, as a decimal string: `0.03296666`. */
  purchaseAmount: string
  /** Exactly `parseUnits(purchaseAmount, decimals)`: what the provider delivers. */
  purchaseUnits: bigint
}

/** `bps` basis points of `cents`, rounded to the nearest cent (half up). */
const share = (cents: bigint, bps: number) => (cents * BigInt(bps) + 5_000n) / 10_000n

/**
 * The network and provider fees a fee model charges on a total, in cents.
 * @example onrampFees({ providerFeeBps: 100, networkFeeCents: 10 }, 10_000n) // { networkFeeCents: 10n, providerFeeCents: 100n }
 */
export function onrampFees(
  fees: OnrampFeeModel,
  totalCents: bigint,
): { networkFeeCents: bigint; providerFeeCents: bigint } {
  let networkFeeCents =
    BigInt(fees.networkFeeCents ?? 0) + share(totalCents, fees.networkFeeBps ?? 0)
  if (fees.networkFeeMaxCents !== undefined && networkFeeCents > BigInt(fees.networkFeeMaxCents)) {
    networkFeeCents = BigInt(fees.networkFeeMaxCents)
  }
  return { networkFeeCents, providerFeeCents: share(totalCents, fees.providerFeeBps) }
}

/**
 * Prices a purchase: `totalCents` is what the user pays, fees included; the subtotal left after
 * the fees is converted at the sandbox's fixed prices and rounded DOWN to the currency's quote
 * decimals, so the provider never delivers more than it charged for. Exact integer arithmetic:
 * the quote and the delivery agree to the last base unit. Returns undefined when the fees
 * would eat the whole amount.
 * @example
 * priceOnramp(10_000n, { providerFeeBps: 100, networkFeeCents: 10 }, onrampPaymentCurrencies.USD, onrampPurchaseCurrencies.ETH)
 * // { subtotalCents: 9890n, purchaseAmount: '0.03296666', purchaseUnits: 32966660000000000n, ... }
 */
export function priceOnramp(
  totalCents: bigint,
  fees: OnrampFeeModel,
  payment: OnrampPaymentCurrency,
  purchase: OnrampPurchaseCurrency,
): OnrampPrice | undefined {
  const { networkFeeCents, providerFeeCents } = onrampFees(fees, totalCents)
  const subtotalCents = totalCents - networkFeeCents - providerFeeCents
  if (subtotalCents <= 0n) return undefined
  const [rateNumerator, rateDenominator] = payment.usdRate
  const quoted =
    (subtotalCents * rateNumerator * 10n ** BigInt(purchase.quoteDecimals)) /
    (100n * rateDenominator * purchase.priceUsd)
  if (quoted <= 0n) return undefined
  return {
    totalCents,
    networkFeeCents,
    providerFeeCents,
    subtotalCents,
    purchaseAmount: formatUnits(quoted, purchase.quoteDecimals),
    purchaseUnits: quoted * 10n ** BigInt(purchase.decimals - purchase.quoteDecimals),
  }
}

/**
 * Cents as the quote writes fiat: two decimals.
 * @example formatCents(9890n) // '98.90'
 */
export function formatCents(cents: bigint): string {
  const whole = cents / 100n
  const rest = cents % 100n
  return `${whole}.${String(rest).padStart(2, '0')}`
}

/**
 * A fiat amount (a decimal string or a number, at most 2 decimals, positive) in cents, or
 * undefined when it is not one.
 * @example parseFiatCents('100.5') // 10050n
 */
export function parseFiatCents(value: unknown): bigint | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined
  const text = String(value).trim()
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text)
  if (!match) return undefined
  const cents = BigInt(match[1] ?? '0') * 100n + BigInt((match[2] ?? '').padEnd(2, '0'))
  return cents > 0n ? cents : undefined
}
