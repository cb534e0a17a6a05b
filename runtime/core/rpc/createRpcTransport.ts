import { fallback, http, type Transport } from 'viem'
import {
  rpcHttpOptions,
  rpcPingMethod,
  rpcRankOptions,
  rpcRetryOptions,
} from './rpcTransportOptions.js'

export interface CreateRpcTransportOptions {
  /**
   * Rank the URLs in the background (SPEC section 9) until this signal aborts. Without it, or
   * with a single URL, they are tried in the order listed and no timer outlives a request.
   */
  rankUntil?: AbortSignal | undefined
}

type Ping = (parameters: { transport: ReturnType<Transport> }) => Promise<unknown>

/**
 * viem's ranking loop has no stop of its own: it pings, waits `interval`, and pings again for as
 * long as the transport exists. Once `signal` aborts, a ping never settles (an in-flight one is
 * aborted and then never settles either), so the loop parks on a promise nothing else holds: no
 * further request, no further timer, and the garbage collector takes it.
 */
function pingUntil(signal: AbortSignal): Ping {
  return ({ transport }) =>
    new Promise((resolve, reject) => {
      if (signal.aborted) return
      transport.request({ method: rpcPingMethod }, { signal }).then(resolve, (error: unknown) => {
        if (!signal.aborted) reject(error)
      })
    })
}

/**
 * The one transport every chain read of the kit goes through: viem's `fallback` over an `http`
 * transport per URL, with the RPC constants of SPEC sections 7 and 9 (`rpcTransportOptions`).
 * A URL that fails is skipped for the next one; when all fail, the list is retried.
 * @example
 * const client = createClient({ transport: createRpcTransport(network.rpcUrls.default.http) })
 */
export function createRpcTransport(
  urls: readonly string[],
  options: CreateRpcTransportOptions = {},
): Transport {
  if (urls.length === 0) throw new Error('This network has no RPC URL to read from.')
  const { rankUntil } = options
  const rank =
    rankUntil && !rankUntil.aborted && urls.length > 1
      ? { ...rpcRankOptions, weights: { ...rpcRankOptions.weights }, ping: pingUntil(rankUntil) }
      : false
  return fallback(
    urls.map((url) => http(url, { ...rpcHttpOptions, batch: { ...rpcHttpOptions.batch } })),
    { ...rpcRetryOptions, rank },
  )
}
