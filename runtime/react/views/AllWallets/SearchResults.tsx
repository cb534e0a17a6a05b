import type { Registry, RegistrySearchState, RegistryWallet } from '../../../core/kernel.js'
import { strings } from '../../internal.js'
import { RegistryError } from './RegistryError.js'
import { TileSkeletons, WalletTile } from './WalletTile.js'

export interface SearchResultsProps {
  registry: Registry
  search: RegistrySearchState
  /** What the user typed (the search itself starts 300 ms after the last keystroke). */
  text: string
  isInstalled(wallet: RegistryWallet): boolean
  onSelect(wallet: RegistryWallet): void
}

/**
 * The wallets whose names match the search (up to 100), placeholders while the search is on its
 * way, 'No wallet found' when nothing matches, or the failure with a retry. The number found is
 * announced to screen readers.
 * @example <SearchResults registry={registry} search={state.search} text={text} ... />
 */
export function SearchResults({
  registry,
  search,
  text,
  isInstalled,
  onSelect,
}: SearchResultsProps) {
  if (search.status === 'error') {
    return <RegistryError error={search.error} onRetry={() => void registry.retry()} />
  }
  const pending = search.status === 'pending' || search.status === 'idle'
  if (!pending && search.wallets.length === 0) {
    return (
      <div className="ak-status" role="status">
        <p className="ak-status-title">{strings.allWallets.noResults(text.trim())}</p>
        <p className="ak-status-text">{strings.allWallets.noResultsHint}</p>
      </div>
    )
  }
  return (
    <div className="ak-aw-scroll">
      <ul className="ak-aw-grid" aria-label={strings.allWallets.resultsLabel} aria-busy={pending}>
        {pending && search.wallets.length === 0 ? <TileSkeletons count={8} /> : null}
        {search.wallets.map((wallet) => (
          <WalletTile
            key={wallet.id}
            wallet={wallet}
            installed={isInstalled(wallet)}
            onSelect={onSelect}
          />
        ))}
      </ul>
      <p className="ak-visually-hidden" role="status">
        {pending ? strings.loading : strings.allWallets.found(search.wallets.length)}
      </p>
    </div>
  )
}
