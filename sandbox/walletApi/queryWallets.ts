import type { RegistryWallet } from './WalletApiFixture.js'

/** The query of `GET /getWallets`, already split into lists. */
export interface WalletQuery {
  page: number
  entries: number
  include: string[]
  exclude: string[]
  chains: string[]
  search: string
  badgeType: string
}

const list = (value: string | null) => (value ? value.split(',').filter(Boolean) : [])

/**
 * Reads `getWallets`' query; undefined when page or entries are not positive integers
 * (the real service answers 400 then).
 * @example parseWalletQuery(new URLSearchParams('page=1&entries=40'))
 */
export function parseWalletQuery(params: URLSearchParams): WalletQuery | undefined {
  const page = Number(params.get('page') ?? '1')
  const entries = Number(params.get('entries') ?? '40')
  if (!Number.isInteger(page) || page < 1 || !Number.isInteger(entries) || entries < 1) {
    return undefined
  }
  return {
    page,
    entries: Math.min(entries, 100),
    include: list(params.get('include')),
    exclude: list(params.get('exclude')),
    chains: list(params.get('chains')),
    search: (params.get('search') ?? '').trim().toLowerCase(),
    badgeType: params.get('badge_type') ?? '',
  }
}

/**
 * Filters and pages the registry the way the service does: include narrows, exclude removes,
 * chains keeps wallets supporting any of them, search matches names; `count` is before paging.
 * @example queryWallets(registryWallets, { ...query, search: 'meta' }) // { data: [MetaMask], count: 1 }
 */
export function queryWallets(
  wallets: readonly RegistryWallet[],
  query: WalletQuery,
): { data: RegistryWallet[]; count: number } {
  const include = new Set(query.include)
  const exclude = new Set(query.exclude)
  const matching = wallets.filter(
    (wallet) =>
      (include.size === 0 || include.has(wallet.id)) &&
      !exclude.has(wallet.id) &&
      (query.chains.length === 0 || query.chains.some((chain) => wallet.chains.includes(chain))) &&
      (query.search === '' || wallet.name.toLowerCase().includes(query.search)) &&
      (query.badgeType === '' || wallet.badge_type === query.badgeType),
  )
  const start = (query.page - 1) * query.entries
  return { data: matching.slice(start, start + query.entries), count: matching.length }
}
