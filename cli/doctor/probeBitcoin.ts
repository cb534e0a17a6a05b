import { describeFetchError } from './describeFetchError.js'
import type { ProbeResult } from './ProbeResult.js'

/**
 * Checks that a Bitcoin (Esplora-style) API answers `GET {url}/blocks/tip/height` with a block
 * height: reachability only, the API has no cheap way to name its chain.
 * @example await probeBitcoin('https://mempool.space/api', 10_000) // { status: 'ok', detail: 'answered block height 900000' }
 */
export async function probeBitcoin(url: string, timeoutMs: number): Promise<ProbeResult> {
  let status: number
  let text: string
  try {
    const response = await fetch(`${url.replace(/\/+$/, '')}/blocks/tip/height`, {
      signal: AbortSignal.timeout(timeoutMs),
    })
    status = response.status
    text = (await response.text()).trim()
  } catch (error) {
    return { status: 'fail', detail: describeFetchError(error, timeoutMs) }
  }
  if (status < 200 || status > 299) return { status: 'fail', detail: `answered HTTP ${status}` }
  if (!/^\d{1,9}$/.test(text)) {
    return { status: 'fail', detail: 'did not answer a block height at /blocks/tip/height' }
  }
  return { status: 'ok', detail: `answered block height ${text}` }
}
