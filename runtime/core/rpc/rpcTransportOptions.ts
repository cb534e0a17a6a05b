/**
 * The chain RPC constants of SPEC sections 7 and 9, as the options of viem's `http` and
 * `fallback` transports. Kept free of viem imports so reading them costs no first-load bytes.
 * @example http(url, rpcHttpOptions); fallback(transports, { ...rpcRetryOptions, rank: rpcRankOptions })
 */

/** Per URL: a 10 s timeout per attempt, JSON-RPC batches of up to 1000 calls. */
export const rpcHttpOptions = {
  timeout: 10_000,
  batch: { batchSize: 1_000 },
  // Retries happen once, over the whole list (below): retrying each URL too would multiply them.
  retryCount: 0,
} as const

/**
 * Over the list of URLs: 3 retries, the n-th after 150 ms * 2^n (150, 300, 600 ms), or after the
 * `Retry-After` of the last answer. viem retries exactly on `rpcRetryStatuses` (and on network
 * errors and timeouts); `createRpcTransport.test.ts` pins that, since no option sets it.
 */
export const rpcRetryOptions = {
  retryCount: 3,
  retryDelay: 150,
} as const

/** The HTTP statuses that are retried (SPEC section 7). */
export const rpcRetryStatuses = [403, 408, 413, 429, 500, 502, 503, 504] as const

/**
 * Background ranking of the URLs while the page is live: every 4 s each URL is pinged (1 s
 * timeout), and the last 10 samples order them by stability (weight 0.7) and latency (0.3).
 */
export const rpcRankOptions = {
  interval: 4_000,
  sampleCount: 10,
  timeout: 1_000,
  weights: { stability: 0.7, latency: 0.3 },
} as const

/** The call a ranking ping makes (viem's own default ping): cheap, and needs no state. */
export const rpcPingMethod = 'net_listening'
