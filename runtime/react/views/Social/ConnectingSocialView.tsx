import { useRef } from 'react'
import {
  isPopupSocialProvider,
  type PopupSocialProvider,
} from '../../../../schema/grammar/socialProviders.js'
import { Icon, strings, useAdoptedSheet, useAppKitUi, useStoreState } from '../../internal.js'
import { errorText } from '../EmailLogin/errorText.js'
import type { ViewProps } from '../ViewProps.js'
import { SocialIcon } from './SocialIcon.js'
import { inMessagingMiniApp } from './shownSocials.js'
import { socialCss } from './socialCss.js'
import { socialStrings } from './socialStrings.js'
import { socialAttemptKey } from './startSocialLogin.js'
import { useSocialLogin } from './useSocialLogin.js'

const copy = socialStrings.popup

/**
 * ConnectingSocial: a social login under way, the provider's mark and name with a spinning ring
 * and 'Continue in the popup window' (on a messaging mini-app, the page is on its way to the
 * provider). A failure says why in an alert (SPEC section 8: 'Popup closed', 'Failed to initiate
 * social connection', 'Social login was denied'...) with Try again, which opens a new popup in its
 * own click. Opened with no login running (by an app), it offers that click. Leaving the view
 * aborts the login (`startSocialLogin`).
 * @example <ConnectingSocialView data={{ provider: 'google' }} />
 */
export function ConnectingSocialView({ data }: ViewProps<'ConnectingSocial'>) {
  // The route may come from an app's `open()` in plain JavaScript: only the six are logins here.
  const provider: PopupSocialProvider | undefined = isPopupSocialProvider(data?.provider)
    ? data.provider
    : undefined
  const root = useRef<HTMLDivElement>(null)
  useAdoptedSheet(root, socialCss)
  const { attempts } = useAppKitUi()
  const attempt = useStoreState(attempts, (state) =>
    provider ? state.byKey[socialAttemptKey(provider)] : undefined,
  )
  const start = useSocialLogin()
  if (!provider) return <p className="ak-note">{strings.unavailableView}</p>
  const name = socialStrings.providers[provider]
  const failed = attempt?.status === 'error'
  const waiting = attempt !== undefined && !failed
  const retry = (
    <button
      type="button"
      className="ak-button"
      data-variant="accent"
      onClick={() => start(provider)}
    >
      {attempt ? strings.tryAgain : socialStrings.continueWith(name)}
    </button>
  )
  return (
    <div ref={root} className="ak-status ak-social-status" data-tone={failed ? 'error' : 'waiting'}>
      <div className="ak-status-visual">
        <SocialIcon provider={provider} size={64} />
        {waiting ? <span className="ak-ring" aria-hidden="true" /> : null}
        {failed ? (
          <span className="ak-status-badge" aria-hidden="true">
            <Icon name="close" size={12} />
          </span>
        ) : null}
      </div>
      {failed ? (
        <div role="alert">
          <p className="ak-status-title">{errorText(attempt.error)}</p>
          <p className="ak-status-text">{copy.failedHint}</p>
        </div>
      ) : (
        <div role="status">
          <p className="ak-status-title">{copy.title(name)}</p>
          <p className="ak-status-text">
            {!waiting ? copy.idle : inMessagingMiniApp() ? copy.redirecting : copy.waiting}
          </p>
        </div>
      )}
      {waiting ? null : retry}
    </div>
  )
}
