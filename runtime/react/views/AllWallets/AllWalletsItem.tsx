import type { RegistryState } from '../../../core/kernel.js'
import { Icon, LazyAllWalletsView, strings, useAppKitInstance } from '../../internal.js'

/**
 * The 'All Wallets' row of the Connect list, with the registry's count ('300+'), as
 * `wallets.allWallets` says (SHOW, HIDE, ONLY_MOBILE). Hidden without WalletConnect (registry
 * wallets are reached through it) and while the registry is failing (the notice says why).
 * @example <ul><AllWalletsItem state={registry.state} /></ul>
 */
export function AllWalletsItem({ state }: { state: RegistryState | undefined }) {
  const appKit = useAppKitInstance()
  const { allWallets, enableWalletConnect } = appKit.config.wallets
  if (!enableWalletConnect || allWallets === 'HIDE') return null
  if (allWallets === 'ONLY_MOBILE' && !appKit.isMobile()) return null
  if (state?.status === 'error') return null
  const count = state?.status === 'ready' && state.count > 0 ? state.count : undefined
  return (
    <li>
      <button
        type="button"
        className="ak-item"
        onClick={() => appKit.router.push({ view: 'AllWallets' })}
        onPointerEnter={LazyAllWalletsView.preload}
        onFocus={LazyAllWalletsView.preload}
      >
        <span className="ak-item-icon" aria-hidden="true">
          <Icon name="grid" />
        </span>
        <span className="ak-item-name">{strings.allWallets.entry}</span>
        {count ? <span className="ak-tag">{strings.allWallets.count(count)}</span> : null}
      </button>
    </li>
  )
}
