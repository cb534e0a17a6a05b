import type { BaseError } from '../errors/BaseError.js'
import type { Store } from '../store/createStore.js'
import type { RegistryWallet } from './RegistryWallet.js'

/** Where a list of the registry stands. */
export type RegistryStatus = 'idle' | 'loading' | 'ready' | 'error'

/** A wallet search: `pending` while the user types (debounce) and while the answer is awaited. */
export interface RegistrySearchState {
  /** The text searched for (trimmed); '' when no search is active. */
  query: string
  status: 'idle' | 'pending' | 'ready' | 'error'
  wallets: readonly RegistryWallet[]
  error: BaseError | undefined
}

/** The registry of one AppKit instance: what the Connect and All Wallets views show. */
export interface RegistryState {
  /** The first load (featured wallets and the first page). */
  status: RegistryStatus
  /** Why the first load failed: an `ApiError` (rate limited, server error, offline, ...). */
  error: BaseError | undefined
  /** `wallets.featured` of the config, in its order. */
  featured: readonly RegistryWallet[]
  /** The pages loaded so far, featured wallets left out; the first ones are the recommended. */
  wallets: readonly RegistryWallet[]
  /** Every wallet All Wallets can list (featured included), as the registry counts them. */
  count: number
  /** Pages loaded (of `registryPageSize` wallets each). */
  page: number
  hasMore: boolean
  /** The next page: loading, or failed (then `loadMore()` tries again). */
  more: 'idle' | 'loading' | 'error'
  moreError: BaseError | undefined
  search: RegistrySearchState
}

/**
 * The wallet registry of an instance (`await appKit.loadRegistry()`): state in a store, and the
 * actions the views call. Nothing is fetched before `load()`.
 * @example
 * const registry = await appKit.loadRegistry()
 * registry.store.subscribe(({ wallets }) => render(wallets))
 * await registry.load()
 * registry.search('rainbow') // sent after 300 ms without typing
 */
export interface Registry {
  readonly store: Store<RegistryState>
  /**
   * Loads featured wallets and the first page, once. After a failure it tries again, unless the
   * service asked to wait (rate limited) and that time has not passed.
   */
  load(): Promise<void>
  /** Tries again what failed: the first load, the next page, or the search. */
  retry(): Promise<void>
  /** Loads the next page of `registryPageSize` wallets, when there is one. */
  loadMore(): Promise<void>
  /** Searches wallet names after `searchDebounceMs` without a new call; '' ends the search. */
  search(query: string): void
  /** A wallet loaded so far (featured, pages, search results) or a custom one, by id. */
  findWallet(id: string): RegistryWallet | undefined
  /**
   * `findWallet`, else asks the registry for that id: `undefined` when it has none; rejects with
   * the `ApiError` when the registry cannot answer.
   */
  getWallet(id: string): Promise<RegistryWallet | undefined>
  /** Stops timers and requests; the registry does nothing afterwards. */
  dispose(): void
}
