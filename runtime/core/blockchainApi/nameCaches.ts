import type { AppKit } from '../AppKit.js'
import { defineOwned } from '../kernel.js'
import { createRequestCache, type RequestCache } from './createRequestCache.js'
import type { AccountIdentity } from './getIdentity.js'
import type { NameRecord } from './nameRecord.js'

/** How long names and identities are reused (SPEC section 9: names and identity 5 min). */
export const nameCacheMs = 5 * 60_000
/** How long a failed name or identity lookup is not repeated. */
export const nameRetryMs = 30_000

/** What each kind of lookup answers: identity and reverse per address, forward per name. */
interface NameAnswers {
  identity: AccountIdentity
  reverse: readonly NameRecord[]
  forward: NameRecord | undefined
}
type NameKind = keyof NameAnswers

type NameCaches = { [Kind in NameKind]: RequestCache<NameAnswers[Kind]> } & {
  /** Bumped by `forgetAccountNames`, per lower-case address ('' for every forward answer). */
  generations: Map<string, number>
}

/** The kit's name answers: two kits never share them, and a destroyed kit drops them. */
const nameCaches = defineOwned('name caches', (): NameCaches => {
  const times = { okMs: nameCacheMs, failedMs: nameRetryMs }
  return {
    identity: createRequestCache(times),
    reverse: createRequestCache(times),
    forward: createRequestCache(times),
    generations: new Map(),
  }
})

/** `answer`, unless `signal` aborts first: then its reason. */
function abortable<T>(answer: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return answer
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason)
    signal.addEventListener('abort', onAbort, { once: true })
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
  })
}

/**
 * The cached answer of one lookup, else `load()`'s (shared while in flight, reused 5 min, a
 * failure repeated 30 s). `key` is a lower-case address, or a lower-case name for `forward`.
 * `signal` ends only this caller's wait: the request it shares runs on, so that one caller's
 * cancel is not cached as everyone's failure; `load` must not take the signal.
 * @example await cachedNameAnswer(appKit, 'reverse', address.toLowerCase(), () => request())
 */
export function cachedNameAnswer<Kind extends NameKind>(
  appKit: Pick<AppKit, 'owned'>,
  kind: Kind,
  key: string,
  load: () => Promise<NameAnswers[Kind]>,
  signal?: AbortSignal | undefined,
): Promise<NameAnswers[Kind]> {
  if (signal?.aborted) return Promise.reject(signal.reason)
  const caches = appKit.owned.get(nameCaches)
  // A request cache cannot drop an entry; forgetting moves the key to a new generation instead,
  // so the old answer is never read again (it is released with the kit, a few bytes at most).
  const generation = caches.generations.get(kind === 'forward' ? '' : key) ?? 0
  const cache = caches[kind] as RequestCache<NameAnswers[Kind]>
  return abortable(cache.get(`${generation} ${key}`, load), signal)
}

/**
 * Drops the cached identity, names and name records of `address`, so the next lookups ask the
 * service again: after registering a name, the account's new name shows at once. Forward answers
 * are dropped for every name, as which of them concern the address is only known from their
 * answers (a name not registered a minute ago may be the one just registered).
 * @example forgetAccountNames(appKit, '0x7099…79C8')
 */
export function forgetAccountNames(appKit: Pick<AppKit, 'owned'>, address: string): void {
  const caches = appKit.owned.peek(nameCaches)
  if (!caches) return
  for (const scope of [address.toLowerCase(), '']) {
    caches.generations.set(scope, (caches.generations.get(scope) ?? 0) + 1)
  }
}
