import { esploraJson, invalidAnswer } from './esploraFetch.js'
import { addressSegment, isSats } from './esploraValues.js'

const sides = ['chain_stats', 'mempool_stats'] as const
const sums = ['funded_txo_sum', 'spent_txo_sum'] as const

/**
 * The balance of `address` in satoshis, confirmed and unconfirmed together (what it can spend
 * now): `GET /address/:address`, funded less spent of `chain_stats` and `mempool_stats`.
 * @example await readEsploraBalance('https://mempool.space/api', 'bc1q...') // 150000n
 */
export async function readEsploraBalance(baseUrl: string, address: string): Promise<bigint> {
  const path = `/address/${addressSegment(address)}`
  const answer = await esploraJson(baseUrl, path)
  let balance = 0n
  for (const side of sides) {
    const stats = (answer as Record<string, unknown> | null)?.[side]
    for (const sum of sums) {
      const value = (stats as Record<string, unknown> | null | undefined)?.[sum]
      if (!isSats(value))
        throw invalidAnswer(baseUrl, path, `${side}.${sum} is not a number of sats`)
      balance += sum === 'funded_txo_sum' ? BigInt(value) : -BigInt(value)
    }
  }
  // The mempool may spend confirmed coins (negative), never more than there is in all.
  if (balance < 0n) throw invalidAnswer(baseUrl, path, 'it spends more than was funded')
  return balance
}
