import { type ReactNode, useRef } from 'react'
import { Spinner, strings, useAdoptedSheet, useAppKitInstance } from '../../internal.js'
import { QrCode } from '../../ui/QrCode.js'
import { CopyLinkButton } from '../ConnectingWalletConnect/CopyLinkButton.js'
import { pairingCss } from '../ConnectingWalletConnect/pairingCss.js'
import { errorText } from '../EmailLogin/errorText.js'
import { socialStrings } from './socialStrings.js'
import { useFarcasterLogin } from './useFarcasterLogin.js'

const copy = socialStrings.farcaster

/** Only a web page may be a link's target (the frame's answer is checked already; kept so here). */
function isWebUrl(url: string): boolean {
  try {
    return ['https:', 'http:'].includes(new URL(url).protocol)
  } catch {
    return false
  }
}

/**
 * ConnectingFarcaster: the Farcaster sign-in page (GET_FARCASTER_URI) as a QR code to scan, with
 * 'Open Farcaster' on a phone and 'Copy link', while the login waits for its approval
 * (CONNECT_FARCASTER); the URI is renewed 10 s before it expires, as a pairing's is. A failure
 * says why ('Failed to connect to farcaster') with Try again.
 * @example <ConnectingFarcasterView data={undefined} />
 */
export function ConnectingFarcasterView(_props: { data: undefined }) {
  const appKit = useAppKitInstance()
  const root = useRef<HTMLDivElement>(null)
  useAdoptedSheet(root, pairingCss)
  const { state, retry } = useFarcasterLogin()

  let body: ReactNode
  if (state.status === 'ready') {
    body = (
      <>
        <div className="ak-qr" data-testid="farcaster-uri" data-uri={state.url}>
          <QrCode
            value={state.url}
            label={copy.qrLabel}
            color={appKit.config.theme.themeVariables.qrColor}
          />
        </div>
        <p className="ak-status-text">{copy.scan}</p>
        {appKit.isMobile() && isWebUrl(state.url) ? (
          <a
            className="ak-button"
            data-variant="accent"
            href={state.url}
            target="_blank"
            rel="noopener noreferrer"
          >
            {copy.open}
          </a>
        ) : null}
        <CopyLinkButton uri={state.url} />
      </>
    )
  } else if (state.status === 'error') {
    body = (
      <div className="ak-status" data-tone="error">
        <div role="alert">
          <p className="ak-status-title">{errorText(state.error)}</p>
          <p className="ak-status-text">{copy.failedHint}</p>
        </div>
        <button type="button" className="ak-button" data-variant="accent" onClick={retry}>
          {strings.tryAgain}
        </button>
      </div>
    )
  } else {
    body = (
      <>
        <div className="ak-qr-placeholder">
          <Spinner />
        </div>
        <p className="ak-status-text">{copy.preparing}</p>
      </>
    )
  }
  return (
    <div className="ak-pairing" ref={root}>
      {body}
    </div>
  )
}
