import { useMemo, useRef } from 'react'
import type { Registry, RegistryState, RegistryWallet } from '../../../core/kernel.js'
import { strings } from '../../internal.js'
import { RegistryError } from './RegistryError.js'
import { useInfiniteScroll } from './useInfiniteScroll.js'
import { TileSkeletons, WalletTile } from './WalletTile.js'

export interface WalletPagesProps {
  registry: Registry
  state: RegistryState
  isInstalled(wallet: RegistryWallet): boolean
  onSelect(wallet: RegistryWallet): void
}

/**
 * Every wallet of the registry: featured first, then pages of 40 loaded as the list scrolls
 * (IntersectionObserver on a sentinel under the grid). 'Load more' does the same for keyboard
 * users; a failed page keeps the wallets shown and offers a retry.
 * @example <WalletPages registry={registry} state={state} isInstalled={check} onSelect={open} />
 */
export function WalletPages({ registry, state, isInstalled, onSelect }: WalletPagesProps) {
  const scrollRef = useRef<HTMLDivElement>(null)
  const sentinelRef = useRef<HTMLDivElement>(null)
  const wallets = useMemo(() => {
    const seen = new Set<string>()
    return [...state.featured, ...state.wallets].filter(
      (wallet) => !seen.has(wallet.id) && Boolean(seen.add(wallet.id)),
    )
  }, [state.featured, state.wallets])
  const loading = state.more === 'loading'
  const canLoad = state.hasMore && state.more === 'idle'
  useInfiniteScroll(sentinelRef, scrollRef, registry.loadMore, canLoad, wallets.length)

  return (
    <div ref={scrollRef} className="ak-aw-scroll">
      <ul className="ak-aw-grid" aria-label={strings.allWallets.listLabel} aria-busy={loading}>
        {wallets.map((wallet) => (
          <WalletTile
            key={wallet.id}
            wallet={wallet}
            installed={isInstalled(wallet)}
            onSelect={onSelect}
          />
        ))}
        {loading ? <TileSkeletons count={8} /> : null}
      </ul>
      <div ref={sentinelRef} className="ak-aw-sentinel" />
      {loading ? (
        <p className="ak-visually-hidden" role="status">
          {strings.allWallets.loadingMore}
        </p>
      ) : null}
      {state.more === 'error' ? (
        <RegistryError error={state.moreError} onRetry={() => void registry.retry()} />
      ) : null}
      {canLoad ? (
        <div className="ak-aw-more">
          <button type="button" className="ak-button" onClick={() => void registry.loadMore()}>
            {strings.allWallets.loadMore}
          </button>
        </div>
      ) : null}
    </div>
  )
}
