import { getWallets } from '../api/getWallets.js'
import type { WalletApiWallet } from '../api/parseWalletsResponse.js'
import type { WalletApiContext } from '../api/WalletApiContext.js'
import type { Store } from '../store/createStore.js'
import type { RegistrySearchState, RegistryState } from './Registry.js'
import type { RegistryWallet } from './RegistryWallet.js'
import { searchDebounceMs, searchEntries } from './registryConstants.js'
import { toRegistryError } from './toRegistryError.js'

/** Longest search text sent (wallet names are capped at 64 characters anyway). */
const maxQueryLength = 64

export interface CreateRegistrySearchParameters {
  store: Store<RegistryState>
  api: WalletApiContext
  filters: { include: readonly string[]; exclude: readonly string[]; chains: readonly string[] }
  toWallets(list: readonly WalletApiWallet[]): RegistryWallet[]
  /** The registry's lifetime: once aborted, nothing is sent any more. */
  signal: AbortSignal
  /** Told each search sent, after the typing pause (the kit's `searchWallet` event). */
  onSearch?: ((query: string) => void) | undefined
}

const idle: RegistrySearchState = { query: '', status: 'idle', wallets: [], error: undefined }

/**
 * The registry's wallet search: `search(text)` waits `searchDebounceMs` without another call, then
 * asks for `searchEntries` wallets whose names match. A newer search cancels the older request,
 * and an older answer never overwrites a newer one.
 * @example
 * const search = createRegistrySearch({ store, api, filters, toWallets, signal })
 * search.search('rain') // one request, 300 ms after the last keystroke
 */
export function createRegistrySearch(parameters: CreateRegistrySearchParameters) {
  const { store, api, filters, toWallets, signal } = parameters
  let timer: ReturnType<typeof setTimeout> | undefined
  let request: AbortController | undefined

  const update = (search: Partial<RegistrySearchState>) =>
    store.setState((state) => ({ search: { ...state.search, ...search } }))

  function cancel() {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
    request?.abort()
    request = undefined
  }

  async function send(query: string): Promise<void> {
    cancel()
    if (signal.aborted) return
    const controller = new AbortController()
    request = controller
    const onDispose = () => controller.abort()
    signal.addEventListener('abort', onDispose)
    update({ query, status: 'pending', error: undefined })
    try {
      const answer = await getWallets(
        api,
        { page: 1, entries: searchEntries, search: query, ...filters },
        { signal: controller.signal },
      )
      if (controller.signal.aborted) return
      update({ status: 'ready', wallets: toWallets(answer.data), error: undefined })
    } catch (error) {
      if (controller.signal.aborted) return
      update({ status: 'error', wallets: [], error: toRegistryError(error) })
    } finally {
      signal.removeEventListener('abort', onDispose)
      if (request === controller) request = undefined
    }
  }

  return {
    search(text: string): void {
      const query = Array.from(text.trim()).slice(0, maxQueryLength).join('')
      cancel()
      if (query === '') {
        store.setState({ search: idle })
        return
      }
      if (signal.aborted) return
      // The results of the previous text stay until the new ones arrive, marked pending.
      update({ query, status: 'pending', error: undefined })
      timer = setTimeout(() => {
        timer = undefined
        // Told here, not in send(): a retry of the same text is not another search.
        parameters.onSearch?.(query)
        void send(query)
      }, searchDebounceMs)
    },
    retry(): Promise<void> {
      const { query } = store.getState().search
      return query === '' ? Promise.resolve() : send(query)
    },
    dispose: cancel,
  }
}
