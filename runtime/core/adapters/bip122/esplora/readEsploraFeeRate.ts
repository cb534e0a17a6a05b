import { esploraJson, invalidAnswer } from './esploraFetch.js'

/** The confirmation target the kit and the wallets price at: about an hour (6 blocks). */
const feeTargetBlocks = 6
/** Bitcoin Core's minimum relay fee rate: nothing cheaper is relayed. */
const minimumRate = 1
/**
 * The highest rate believed, in sat/vB: far above any hour's rate the network has seen, so a
 * higher one is a broken or hostile data source, whose fee the kit must not show nor charge.
 */
const maximumRate = 1_000

/**
 * The fee rate in sat/vB for confirmation within `feeTargetBlocks` (`GET /fee-estimates`):
 * its "6" entry, else the nearest slower target, else the nearest faster one; at least 1
 * sat/vB. An empty answer (a node with no mempool history, as electrs gives on regtest) is
 * that minimum. A rate above 1000 sat/vB is refused (ApiError INVALID_RESPONSE, naming it).
 * @example await readEsploraFeeRate('https://mempool.space/api') // 4.2
 */
export async function readEsploraFeeRate(baseUrl: string): Promise<number> {
  const path = '/fee-estimates'
  const answer = await esploraJson(baseUrl, path)
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) {
    throw invalidAnswer(baseUrl, path, 'the answer is not an object of targets')
  }
  const targets = Object.entries(answer as Record<string, unknown>).map(([key, rate]) => {
    const target = Number(key)
    if (!Number.isSafeInteger(target) || target < 1) {
      throw invalidAnswer(baseUrl, path, `"${key.slice(0, 20)}" is not a block target`)
    }
    if (typeof rate !== 'number' || !Number.isFinite(rate) || rate < 0) {
      throw invalidAnswer(baseUrl, path, `the rate of target ${target} is not a number`)
    }
    return { target, rate }
  })
  const slower = targets.filter((entry) => entry.target >= feeTargetBlocks)
  const chosen =
    slower.sort((a, b) => a.target - b.target)[0] ?? targets.sort((a, b) => b.target - a.target)[0]
  // Only the rate used is bounded: a next-block rate may spike past it while the hour's does not.
  if (chosen && chosen.rate > maximumRate) {
    throw invalidAnswer(
      baseUrl,
      path,
      `the rate of target ${chosen.target}, ${chosen.rate} sat/vB, is above ${maximumRate} sat/vB`,
    )
  }
  return Math.max(chosen?.rate ?? minimumRate, minimumRate)
}
