import { getWallets } from '../api/getWallets.js'
import type { WalletApiWallet } from '../api/parseWalletsResponse.js'
import type { WalletApiContext } from '../api/WalletApiContext.js'
import type { RegistryState } from './Registry.js'
import type { RegistryWallet } from './RegistryWallet.js'
import { registryPageSize } from './registryConstants.js'
import { uniqueWallets } from './uniqueWallets.js'

export interface FetchRegistryStartParameters {
  api: WalletApiContext
  /** `wallets.featured`, without repeats. */
  featuredIds: readonly string[]
  /** include / exclude (featured ids included) / chains of the pages. */
  pageFilters: { include: readonly string[]; exclude: readonly string[]; chains: readonly string[] }
  toWallets(list: readonly WalletApiWallet[]): RegistryWallet[]
  signal: AbortSignal
}

/**
 * The registry's first answer: the featured wallets (asked for by id, shown in the config's
 * order) and the first page of 40 of the others, with the count All Wallets shows. Both requests
 * run at once; either failing rejects (with an `ApiError`).
 * @example store.setState(await fetchRegistryStart({ api, featuredIds, pageFilters, toWallets, signal }))
 */
export async function fetchRegistryStart(
  parameters: FetchRegistryStartParameters,
): Promise<Partial<RegistryState>> {
  const { api, featuredIds, pageFilters, toWallets, signal } = parameters
  const [featured, first] = await Promise.all([
    featuredIds.length === 0
      ? { data: [], count: 0 }
      : getWallets(api, { page: 1, entries: featuredIds.length, include: featuredIds }, { signal }),
    getWallets(api, { page: 1, entries: registryPageSize, ...pageFilters }, { signal }),
  ])
  const byId = new Map(toWallets(featured.data).map((wallet) => [wallet.id, wallet]))
  const shown = featuredIds.flatMap((id) => byId.get(id) ?? [])
  return {
    status: 'ready',
    featured: shown,
    wallets: uniqueWallets(toWallets(first.data), new Set(shown.map((wallet) => wallet.id))),
    count: shown.length + first.count,
    page: 1,
    // An empty page ends the list even if the count says more: never ask forever.
    hasMore: first.data.length > 0 && registryPageSize < first.count,
  }
}
