import {
  buildWalletLink,
  type DeepLinkChoice,
  type WalletLinkTarget,
} from '../../../core/kernel.js'
import { strings } from '../../internal.js'
import type { PairingWallet } from './findPairingWallet.js'

const copy = strings.walletConnect

export interface WalletLinksProps {
  wallet: PairingWallet
  uri: string
  isMobile: boolean
  /** Told the app link the user followed (stored as the deep-link choice once connected). */
  onOpen(choice: DeepLinkChoice): void
}

/**
 * The ways to open the wallet itself on the pairing URI: its phone app on mobile ('Open
 * <wallet>'), else its desktop app, and its web app. Each link is checked (`buildWalletLink`); a
 * link that fails the check shows as a disabled button, and nothing navigates.
 * @example <WalletLinks wallet={wallet} uri={uri} isMobile={false} onOpen={remember} />
 */
export function WalletLinks({ wallet, uri, isMobile, onOpen }: WalletLinksProps) {
  const candidates: [WalletLinkTarget, string | undefined, string][] = [
    isMobile
      ? ['mobile', wallet.mobile_link, copy.openIn(wallet.name)]
      : ['desktop', wallet.desktop_link, copy.desktopApp],
    ['webapp', wallet.webapp_link, copy.webApp],
  ]
  const shown = candidates.filter(([, link]) => link !== undefined)
  if (shown.length === 0) return null
  return (
    <div className="ak-actions">
      {shown.map(([target, link, label]) => {
        const built = buildWalletLink(target, link, uri)
        if (!built) {
          return (
            <button key={target} type="button" className="ak-button" data-block="" disabled>
              {label}
            </button>
          )
        }
        const web = built.href.startsWith('https:')
        return (
          <a
            key={target}
            className="ak-button"
            data-block=""
            data-variant={target === 'mobile' ? 'accent' : undefined}
            href={built.href}
            {...(target === 'webapp' ? { target: '_blank' } : {})}
            {...(web ? { rel: 'noopener noreferrer' } : {})}
            onClick={() => onOpen({ href: built.base, name: wallet.name })}
          >
            {label}
          </a>
        )
      })}
    </div>
  )
}
