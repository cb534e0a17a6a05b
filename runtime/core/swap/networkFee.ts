import type { CaipNetwork } from '../../../schema/index.js'
import { formatQuotient } from './formatQuotient.js'
import { usdWorth } from './usdWorth.js'

/** What a swap costs in gas, in the native currency and in USD. */
export interface SwapFee {
  /** Wei (gas x gas price, summed over the approval and the swap). */
  native: bigint
  /** `native` in whole units, four significant digits ('0.0004201'). */
  nativeText: string
  symbol: string
  /** In USD when the native currency's price is known. */
  usd: string | undefined
}

/**
 * The network fee of `gas` at `gasPrice` wei, in the network's native currency and, given its
 * price, in USD.
 * @example networkFee([{ gas: 200_000n, gasPrice: 10n ** 9n }], ethereum, 3000) // { native: 2n * 10n ** 14n, nativeText: '0.0002', symbol: 'ETH', usd: '0.6' }
 */
export function networkFee(
  transactions: readonly { gas: bigint; gasPrice: bigint }[],
  network: Pick<CaipNetwork, 'nativeCurrency'>,
  nativePrice: number | undefined,
): SwapFee {
  const { decimals, symbol } = network.nativeCurrency
  const native = transactions.reduce((sum, { gas, gasPrice }) => sum + gas * gasPrice, 0n)
  return {
    native,
    nativeText: formatQuotient(native, 10n ** BigInt(decimals), { significant: 4 }),
    symbol,
    usd: usdWorth(native, decimals, nativePrice),
  }
}
