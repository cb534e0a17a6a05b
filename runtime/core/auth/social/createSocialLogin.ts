import {
  isPopupSocialProvider,
  type PopupSocialProvider,
  type SocialProvider,
} from '../../../../schema/grammar/socialProviders.js'
import { type ConnectSocialResultParameters, connectSocialResult } from './connectSocialResult.js'
import { createSocialRedirect } from './createSocialRedirect.js'
import { SocialLoginError } from './SocialLoginError.js'
import { failureEvent, toSocialFailure } from './socialFailure.js'
import { isOnOrigin } from './socialUris.js'
import { abortedBy, waitForSocialResult } from './waitForSocialResult.js'

/** A step of a social login (SPEC section 7's SOCIAL_LOGIN_* events). */
export type SocialLoginStage = 'started' | 'requestUserData' | 'canceled' | 'success' | 'error'

/**
 * `started`: the login began; `requestUserData`: the provider's answer came back and the secure
 * site is asked for the user; `success`: the wallet is connected; `canceled`: the popup was
 * blocked or closed, the user denied, or the login was given up; `error`: `message` says what.
 */
export interface SocialLoginEvent {
  stage: SocialLoginStage
  provider: SocialProvider
  message?: string
}

export interface SocialLoginParameters extends ConnectSocialResultParameters {
  /** The secure site's exact origin (the frame's). */
  secureOrigin(): string
  /** Connects the embedded wallet once the secure site logged the user in. */
  connect(): Promise<void>
  onEvent(event: SocialLoginEvent): void
  /** The app's window: its messages, address and history (default: `window`). */
  window?: Window
  /** How often the popup is checked for having been closed (SPEC section 9: 1 s). */
  pollMs?: number
}

export interface SocialLogin {
  /**
   * Logs in with `provider` in `popup`, the window the click opened synchronously (popup
   * blockers; `null` when blocked): asks the secure site for its sign-in page
   * (GET_SOCIAL_REDIRECT_URI), sends the popup there, waits for its result from the secure
   * origin, has the site spend it (CONNECT_SOCIAL), keeps the provider and user name, closes the
   * popup and connects the wallet. Rejects with a SocialLoginError ('Popup closed', 'Failed to
   * initiate social connection', the site's words) or the connect's error; a newer login rejects
   * this one ('Social login replaced'); `signal` gives up. The popup is closed however it ends.
   */
  login(provider: PopupSocialProvider, popup: Window | null, signal?: AbortSignal): Promise<void>
  /**
   * The messaging mini-app's flow, where no popup can be opened: remembers the provider, asks for
   * the sign-in page with this page as `returnTo`, and sends this page there.
   */
  redirect(provider: PopupSocialProvider): Promise<void>
  /**
   * On load: finishes a mini-app login whose consent page came back with `result_uri`. Resolves
   * `false` when the address has none. `href`: the address as the page loaded, when the kit
   * already took `result_uri` out of the address bar; without it, the address bar's, from which
   * it is removed first. Then it refuses
   * (SocialLoginError, nothing sent) a result uri that is not the secure site's or that no login
   * of this page waits for, else spends it and connects as `login` does.
   */
  finishRedirect(href?: string): Promise<boolean>
}

function closePopup(popup: Window | null): void {
  try {
    if (popup && !popup.closed) popup.close()
  } catch {
    // A window the browser no longer lets the page close: nothing is left to do with it.
  }
}

/**
 * The social logins of the embedded wallet (SPEC sections 4 and 5; SECURITY.md, "The secure
 * frame"): the popup flow for the six providers, and the messaging mini-app's redirect flow.
 * One popup login at a time: a newer one gives the older up.
 * @example
 * const social = createSocialLogin({ request, secureOrigin, connect, onEvent, storage, preferredAccountType, chainId })
 * button.onclick = () => social.login('github', window.open('', 'appkit-social', 'popup'))
 */
export function createSocialLogin(parameters: SocialLoginParameters): SocialLogin {
  const { onEvent } = parameters
  let current: { attempt: AbortController; popup: Window | null } | undefined

  async function run(
    provider: PopupSocialProvider,
    popup: Window | null,
    signal: AbortSignal,
  ): Promise<void> {
    if (!popup || popup.closed) throw new SocialLoginError('popup-closed')
    // The empty popup is watched while the sign-in page is asked for too (the frame may still be
    // loading): closed meanwhile, the login ends at once with 'Popup closed'.
    const asking = new AbortController()
    const stopAsking = () => asking.abort(signal.reason)
    signal.addEventListener('abort', stopAsking, { once: true })
    const watch = setInterval(() => {
      if (popup.closed) asking.abort(new SocialLoginError('popup-closed'))
    }, parameters.pollMs ?? 1000)
    let uri: string
    try {
      if (!isPopupSocialProvider(provider))
        throw new Error(`${String(provider)} has no popup login`)
      const answer = await parameters.request(
        'GET_SOCIAL_REDIRECT_URI',
        { provider },
        { signal: asking.signal },
      )
      uri = answer.uri
      // Only the secure site's own page: the popup must not be sent anywhere the frame says.
      const secureOrigin = parameters.secureOrigin()
      if (!isOnOrigin(uri, secureOrigin)) throw new Error(`${uri} is not on ${secureOrigin}`)
    } catch (error) {
      if (signal.aborted) throw abortedBy(signal)
      if (asking.signal.reason instanceof SocialLoginError) throw asking.signal.reason
      throw new SocialLoginError('initiate', { cause: error })
    } finally {
      clearInterval(watch)
      signal.removeEventListener('abort', stopAsking)
    }
    if (signal.aborted) throw abortedBy(signal)
    try {
      popup.location.replace(uri)
    } catch (error) {
      // The window went away between the click and now.
      throw new SocialLoginError('popup-closed', { cause: error })
    }
    const resultUri = await waitForSocialResult({
      popup,
      secureOrigin: parameters.secureOrigin(),
      signal,
      ...(parameters.window ? { window: parameters.window } : {}),
      ...(parameters.pollMs === undefined ? {} : { pollMs: parameters.pollMs }),
    })
    onEvent({ stage: 'requestUserData', provider })
    try {
      await connectSocialResult(parameters, provider, resultUri, signal)
    } finally {
      closePopup(popup)
    }
    if (signal.aborted) throw abortedBy(signal)
    await parameters.connect()
  }

  return {
    async login(provider, popup, signal) {
      current?.attempt.abort(new SocialLoginError('replaced'))
      const attempt = new AbortController()
      const mine = { attempt, popup }
      current = mine
      const forward = () =>
        attempt.abort(new SocialLoginError('aborted', { cause: signal?.reason }))
      if (signal?.aborted) forward()
      else signal?.addEventListener('abort', forward, { once: true })
      onEvent({ stage: 'started', provider })
      try {
        await run(provider, popup, attempt.signal)
        onEvent({ stage: 'success', provider })
      } catch (error) {
        const failure = toSocialFailure(error)
        // A newer login may have been handed the same window (a named popup): it is its now.
        if (current === mine || current?.popup !== popup) closePopup(popup)
        onEvent(failureEvent(provider, failure))
        throw failure
      } finally {
        signal?.removeEventListener('abort', forward)
        if (current === mine) current = undefined
      }
    },
    ...createSocialRedirect(parameters),
  }
}
