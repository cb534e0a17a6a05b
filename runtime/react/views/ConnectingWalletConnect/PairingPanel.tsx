import { type ReactNode, useRef } from 'react'
import { isLoopbackRelay, type WalletConnectConnector } from '../../../core/kernel.js'
import {
  Spinner,
  StatusPanel,
  strings,
  useAdoptedSheet,
  useAppKitInstance,
  useConnector,
  useOnline,
} from '../../internal.js'
import { QrCode } from '../../ui/QrCode.js'
import { CopyLinkButton } from './CopyLinkButton.js'
import type { PairingWallet } from './findPairingWallet.js'
import { pairingCss } from './pairingCss.js'
import { usePairing } from './usePairing.js'
import { WalletLinks } from './WalletLinks.js'

const copy = strings.walletConnect

/** The relay by its host alone: its URL may carry a query the user has no use for. */
function relayHost(relayUrl: string): string {
  try {
    return new URL(relayUrl).host
  } catch {
    return relayUrl
  }
}

function failureCopy(state: 'rejected' | 'unavailable' | 'failed', relayUrl: string) {
  if (state === 'rejected') return [copy.rejected, copy.rejectedHint] as const
  if (state === 'unavailable') return [copy.unavailable, copy.unavailableHint(relayHost(relayUrl))]
  return [copy.failed, copy.failedHint] as const
}

function isWalletConnect(connector: unknown): connector is WalletConnectConnector {
  return (connector as WalletConnectConnector | undefined)?.type === 'WALLET_CONNECT'
}

/**
 * The WalletConnect pairing: the QR code of the `wc:` URI (with `data-uri` on its frame, for
 * tools), 'Copy link', and the wallet's own app links when a wallet was picked; the offline
 * message of SPEC section 8, 'Connection rejected' with a retry, and, while the relay is
 * unreachable, what to check with Try again (the relay is retried in the background meanwhile).
 * @example <PairingPanel wallet={wallet} />
 */
export function PairingPanel({ wallet }: { wallet?: PairingWallet | undefined }) {
  const appKit = useAppKitInstance()
  const root = useRef<HTMLDivElement>(null)
  useAdoptedSheet(root, pairingCss)
  const found = useConnector('walletConnect')
  const connector = isWalletConnect(found) ? found : undefined
  // The sandbox's relay runs on this machine: it is reachable with no network at all.
  const online = useOnline() || isLoopbackRelay(appKit.config.services.relayUrl)
  const { view, retry, noteDeepLink } = usePairing(connector, wallet, online)
  const name = wallet?.name ?? strings.titles.ConnectingWalletConnect

  let body: ReactNode
  if (!connector) {
    body = (
      <StatusPanel
        image={undefined}
        name={name}
        tone="error"
        title={copy.missing}
        text={copy.missingHint}
      />
    )
  } else if (view.state === 'offline') {
    body = (
      <div className="ak-status" data-tone="error" role="alert">
        <p className="ak-status-text">{copy.offline}</p>
      </div>
    )
  } else if (view.state === 'ready') {
    body = (
      <>
        <div className="ak-qr" data-testid="wc-uri" data-uri={view.uri}>
          <QrCode
            value={view.uri}
            label={copy.qrLabel}
            color={appKit.config.theme.themeVariables.qrColor}
          />
        </div>
        <p className="ak-status-text">{wallet ? copy.scanWith(wallet.name) : copy.scan}</p>
        {wallet ? (
          <WalletLinks
            wallet={wallet}
            uri={view.uri}
            isMobile={appKit.isMobile()}
            onOpen={noteDeepLink}
          />
        ) : null}
        <CopyLinkButton uri={view.uri} />
      </>
    )
  } else if (view.state === 'loading') {
    body = (
      <>
        <div className="ak-qr-placeholder">
          <Spinner />
        </div>
        <p className="ak-status-text">{copy.preparing}</p>
      </>
    )
  } else {
    // An unreachable relay is an error too, not a wait: it stays on show while the relay is
    // retried in the background, and a ring there would read as a spinner that never ends.
    const [title, text] = failureCopy(view.state, appKit.config.services.relayUrl)
    body = (
      <StatusPanel image={wallet?.icon} name={name} tone="error" title={title} text={text}>
        <button type="button" className="ak-button" data-variant="accent" onClick={retry}>
          {strings.tryAgain}
        </button>
      </StatusPanel>
    )
  }
  return (
    <div className="ak-pairing" ref={root}>
      {body}
    </div>
  )
}
