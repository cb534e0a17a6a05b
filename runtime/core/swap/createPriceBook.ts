import type { SwapContext } from './SwapContext.js'

/** How long a token's USD price is reused by the Swap view. */
export const swapPriceCacheMs = 60_000

/** USD prices of the tokens of a swap, asked for once a minute at most. */
export interface PriceBook {
  /** The prices of `addresses` known now (keyed lower case); unknown or failed ones are absent. */
  get(addresses: readonly string[]): Promise<Record<string, number>>
}

/**
 * A per-controller memo of `context.prices`: each address is asked at most once per minute
 * (a failure is asked again next time), and a failure only leaves its prices out: the figures
 * that need them (USD worths, price impact) then say they are unknown.
 * @example const prices = await createPriceBook(context).get([from.address, to.address])
 */
export function createPriceBook(context: Pick<SwapContext, 'prices'>): PriceBook {
  const known = new Map<string, { price: number | undefined; at: number }>()
  return {
    async get(addresses) {
      const now = Date.now()
      // Asked as written (checksummed where the list has it), remembered by lower case.
      const asked = new Map(addresses.map((address) => [address.toLowerCase(), address]))
      const stale = [...asked].filter(([key]) => {
        const entry = known.get(key)
        return !entry || now - entry.at >= swapPriceCacheMs
      })
      if (stale.length > 0) {
        try {
          const answer = await context.prices(stale.map(([, address]) => address))
          const byKey = new Map(
            Object.entries(answer).map(([address, price]) => [address.toLowerCase(), price]),
          )
          for (const [key] of stale) known.set(key, { price: byKey.get(key), at: now })
        } catch {
          // Left unknown, and asked again next time.
        }
      }
      const prices: Record<string, number> = {}
      for (const key of asked.keys()) {
        const price = known.get(key)?.price
        if (price !== undefined) prices[key] = price
      }
      return prices
    },
  }
}
