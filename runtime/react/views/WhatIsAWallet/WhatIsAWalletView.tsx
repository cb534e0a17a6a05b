import { useRef } from 'react'
import {
  Icon,
  ItemIcon,
  Spinner,
  strings,
  useAdoptedSheet,
  useAppKitInstance,
  useRegistry,
} from '../../internal.js'
import { pickWalletLink } from './pickWalletLink.js'
import { whatIsAWalletCss } from './whatIsAWalletCss.js'

/** SPEC section 9: recommended wallets, 4. */
const recommendedCount = 4
const copy = strings.whatIsAWallet

function KeyIcon() {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M15 4.5a4.5 4.5 0 110 9 4.5 4.5 0 010-9zM11.8 11.2L4.5 18.5M6.5 16.5l2.2 2.2M9 14l2 2"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
      />
    </svg>
  )
}

/**
 * WhatIsAWallet: what a wallet is in two lines, the recommended wallets of the registry with a
 * link out to get each, and All Wallets for the rest. Opened from the Connect view.
 * @example <WhatIsAWalletView data={undefined} />
 */
export function WhatIsAWalletView() {
  const appKit = useAppKitInstance()
  const rootRef = useRef<HTMLDivElement>(null)
  useAdoptedSheet(rootRef, whatIsAWalletCss)
  const enabled = appKit.config.wallets.enableWalletConnect
  const { state, failed } = useRegistry({ enabled })
  const wallets = state ? [...state.featured, ...state.wallets] : []
  const links = wallets
    .map((wallet) => ({ wallet, href: pickWalletLink(wallet) }))
    .filter((entry): entry is { wallet: typeof entry.wallet; href: string } => !!entry.href)
    .slice(0, recommendedCount)
  const pending = enabled && !failed && (!state || ['idle', 'loading'].includes(state.status))

  return (
    <div className="ak-wiw" ref={rootRef}>
      <ul className="ak-wiw-points">
        <li className="ak-wiw-point">
          <span className="ak-item-icon" aria-hidden="true">
            <Icon name="wallet" />
          </span>
          <div>
            <h3>{copy.homeTitle}</h3>
            <p>{copy.homeText}</p>
          </div>
        </li>
        <li className="ak-wiw-point">
          <span className="ak-item-icon" aria-hidden="true">
            <KeyIcon />
          </span>
          <div>
            <h3>{copy.signInTitle}</h3>
            <p>{copy.signInText}</p>
          </div>
        </li>
      </ul>
      <h3 className="ak-wiw-heading">{copy.getTitle}</h3>
      {links.length > 0 ? (
        <ul className="ak-list" aria-label={copy.recommendedLabel}>
          {links.map(({ wallet, href }) => (
            <li key={wallet.id}>
              <a className="ak-item" href={href} target="_blank" rel="noopener noreferrer">
                <ItemIcon src={wallet.image_url} name={wallet.name} />
                <span className="ak-item-name">{wallet.name}</span>
                <span className="ak-tag">{copy.get}</span>
                <span className="ak-visually-hidden"> {copy.opensInNewTab}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : pending ? (
        <Spinner />
      ) : null}
      {enabled ? (
        <button
          type="button"
          className="ak-button"
          data-block=""
          onClick={() => appKit.router.push({ view: 'AllWallets' })}
        >
          <Icon name="grid" />
          {copy.explore}
        </button>
      ) : (
        <p className="ak-note">{copy.noRegistry}</p>
      )}
    </div>
  )
}
