import { useRef } from 'react'
import { strings, useAppKitInstance } from '../../internal.js'
import { useAdoptedSheet } from '../AllWallets/useAdoptedSheet.js'
import { LazyWhatIsAWalletView } from '../WhatIsAWallet/LazyWhatIsAWalletView.js'

const css = `.ak-help{display:flex;justify-content:center;margin-top:10px}
.ak-help-link{padding:6px 10px;border:0;border-radius:calc(var(--ak-radius-base)*2);background:transparent;
color:var(--ak-accent-text);font-size:var(--ak-text-md);font-weight:600;cursor:pointer}
.ak-help-link:hover{background:var(--ak-surface)}`

/**
 * "I don't have a wallet": opens WhatIsAWallet. Rendered from the Connect view's first frame on,
 * so it never changes the view's height after opening; its chunk is fetched when the pointer or
 * focus reaches it. Only with the wallet registry (WalletConnect on): without it there is no
 * wallet to offer, and the Connect view's own empty state already says to install one.
 * @example <WalletHelpLink />
 */
export function WalletHelpLink() {
  const appKit = useAppKitInstance()
  const ref = useRef<HTMLDivElement>(null)
  useAdoptedSheet(ref, css)
  if (!appKit.config.wallets.enableWalletConnect) return null
  return (
    <div className="ak-help" ref={ref}>
      <button
        type="button"
        className="ak-help-link"
        onPointerEnter={LazyWhatIsAWalletView.preload}
        onFocus={LazyWhatIsAWalletView.preload}
        onClick={() => appKit.router.push({ view: 'WhatIsAWallet' })}
      >
        {strings.connectView.noWallet}
      </button>
    </div>
  )
}
