/** How long answers and failures of one kind of request are reused. */
export interface RequestCacheTimes {
  /** A successful answer is reused this long. */
  okMs: number
  /** A failure is repeated, without asking again, this long (the back-off). */
  failedMs: number
}

interface Entry<T> {
  promise: Promise<T>
  /** `undefined` while the request is in flight. */
  settledAt: number | undefined
  failed: boolean
}

/** A per-key memo of requests; see `createRequestCache`. */
export interface RequestCache<T> {
  /** The cached answer (or failure) of `key`, else the result of a new `load()`. */
  get(key: string, load: () => Promise<T>, options?: { force?: boolean | undefined }): Promise<T>
}

/**
 * Memoizes requests per key: a request in flight is shared (even when forced), a settled answer is
 * reused for `okMs` and a failure repeated for `failedMs`, unless `force` asks again. Reads
 * `Date.now()`, so tests move the clock with `vi.setSystemTime`.
 * @example
 * const cache = createRequestCache<TokenBalance[]>({ okMs: 30_000, failedMs: 30_000 })
 * await cache.get(`${address}|${chainId}`, () => readBalances(), { force: false })
 */
export function createRequestCache<T>(times: RequestCacheTimes): RequestCache<T> {
  const entries = new Map<string, Entry<T>>()
  return {
    get(key, load, options = {}) {
      const entry = entries.get(key)
      if (entry && entry.settledAt === undefined) return entry.promise
      const age = entry?.settledAt === undefined ? Infinity : Date.now() - entry.settledAt
      const lifetime = entry?.failed ? times.failedMs : times.okMs
      if (entry && !options.force && age < lifetime) return entry.promise
      const created: Entry<T> = { promise: load(), settledAt: undefined, failed: false }
      created.promise.then(
        () => {
          created.settledAt = Date.now()
        },
        () => {
          created.settledAt = Date.now()
          created.failed = true
        },
      )
      entries.set(key, created)
      return created.promise
    },
  }
}
