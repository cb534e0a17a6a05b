import type { NormalizedConfig } from '../../../schema/index.js'
import { getWallets } from '../api/getWallets.js'
import { type WalletApiContext, walletApiContext } from '../api/WalletApiContext.js'
import { createStore } from '../kernel.js'
import type { Logger } from '../logger/createLogger.js'
import { createRegistrySearch } from './createRegistrySearch.js'
import { fetchRegistryStart } from './fetchRegistryStart.js'
import type { Registry, RegistryState } from './Registry.js'
import type { RegistryWallet } from './RegistryWallet.js'
import { registryPageSize } from './registryConstants.js'
import { toRegistryError } from './toRegistryError.js'
import { toRegistryWallet, type WalletInput } from './toRegistryWallet.js'
import { uniqueWallets } from './uniqueWallets.js'

export interface CreateRegistryParameters {
  config: Pick<NormalizedConfig, 'projectId' | 'services' | 'networks' | 'wallets'>
  logger: Pick<Logger, 'warn'>
  /** Overrides of the Wallet API context (a `fetch`, a timeout), for tests. */
  api?: Partial<WalletApiContext>
  /** Defaults to `Date.now`; decides when a rate-limited registry may ask again. */
  now?: () => number
  /** Told each wallet search sent, after the typing pause: the kit emits `searchWallet`. */
  onSearch?: (query: string) => void
}

const initialState: RegistryState = {
  status: 'idle',
  error: undefined,
  featured: [],
  wallets: [],
  count: 0,
  page: 0,
  hasMore: false,
  more: 'idle',
  moreError: undefined,
  search: { query: '', status: 'idle', wallets: [], error: undefined },
}

/**
 * The wallet registry of one instance (usually through `appKit.loadRegistry()`, which loads this
 * code on first use). Featured wallets come in the config's order; pages of 40 exclude them and
 * the config's `exclude`, honour `include`, and keep wallets supporting any configured network.
 * Every wallet is checked by `toRegistryWallet`. A failure is state (`status: 'error'` with an
 * `ApiError`), never a throw: the modal keeps the installed and custom wallets.
 * @example
 * const registry = createRegistry({ config, logger })
 * await registry.load()
 * registry.store.getState().wallets.slice(0, 4) // the recommended wallets
 */
export function createRegistry(parameters: CreateRegistryParameters): Registry {
  const { config, logger } = parameters
  const now = parameters.now ?? Date.now
  const api = walletApiContext(config, parameters.api)
  const store = createStore<RegistryState>(initialState)
  const context = { api, wallets: config.wallets }
  const toWallets = (list: readonly WalletInput[], source?: RegistryWallet['source']) =>
    list.flatMap((wallet) => toRegistryWallet(wallet, context, source) ?? [])
  const featuredIds = [...new Set(config.wallets.featured)]
  const filters = {
    include: config.wallets.include,
    exclude: config.wallets.exclude,
    chains: [...new Set(config.networks.map((network) => network.caipNetworkId))],
  }
  const pageFilters = { ...filters, exclude: [...filters.exclude, ...featuredIds] }
  const custom = toWallets(config.wallets.custom, 'custom')
  const lifetime = new AbortController()
  const signal = lifetime.signal
  let loading: Promise<void> | undefined
  let retryAt = 0

  const { onSearch } = parameters
  const search = createRegistrySearch({ store, api, filters, toWallets, signal, onSearch })

  async function fetchFirst(): Promise<void> {
    store.setState({ status: 'loading', error: undefined })
    try {
      store.setState(await fetchRegistryStart({ api, featuredIds, pageFilters, toWallets, signal }))
    } catch (error) {
      if (signal.aborted) return
      const failure = toRegistryError(error)
      retryAt = now() + (failure.retryAfterMs ?? 0)
      logger.warn('Could not load the wallet list', failure)
      store.setState({ status: 'error', error: failure })
    }
  }

  function load(force = false): Promise<void> {
    const { status } = store.getState()
    if (signal.aborted || status === 'ready') return Promise.resolve()
    if (status === 'error' && !force && now() < retryAt) return Promise.resolve()
    loading ??= fetchFirst().finally(() => {
      loading = undefined
    })
    return loading
  }

  async function loadMore(): Promise<void> {
    const state = store.getState()
    if (signal.aborted || state.status !== 'ready' || !state.hasMore) return
    if (state.more === 'loading') return
    store.setState({ more: 'loading', moreError: undefined })
    const page = state.page + 1
    try {
      const next = await getWallets(
        api,
        { page, entries: registryPageSize, ...pageFilters },
        { signal },
      )
      store.setState((current) => {
        const seen = new Set([...current.featured, ...current.wallets].map((wallet) => wallet.id))
        return {
          wallets: [...current.wallets, ...uniqueWallets(toWallets(next.data), seen)],
          count: current.featured.length + next.count,
          page,
          // An empty page ends the list even if the count says more: never ask forever.
          hasMore: next.data.length > 0 && page * registryPageSize < next.count,
          more: 'idle',
        }
      })
    } catch (error) {
      if (signal.aborted) return
      store.setState({ more: 'error', moreError: toRegistryError(error) })
    }
  }

  function findWallet(id: string): RegistryWallet | undefined {
    const { featured, wallets, search: found } = store.getState()
    for (const list of [featured, wallets, found.wallets, custom]) {
      const wallet = list.find((entry) => entry.id === id)
      if (wallet) return wallet
    }
    return undefined
  }

  return {
    store,
    load: () => load(),
    async retry() {
      const state = store.getState()
      if (state.status === 'error') await load(true)
      else if (state.more === 'error') await loadMore()
      else if (state.search.status === 'error') await search.retry()
    },
    loadMore,
    search: search.search,
    findWallet,
    async getWallet(id) {
      const known = findWallet(id)
      if (known || signal.aborted) return known
      const answer = await getWallets(api, { page: 1, entries: 1, include: [id] }, { signal })
      return toWallets(answer.data).find((wallet) => wallet.id === id)
    },
    dispose() {
      search.dispose()
      lifetime.abort()
    },
  }
}
