import { frameChannel } from '../../frame/frameProtocol.js'
import { SocialLoginError } from './SocialLoginError.js'
import { isOnOrigin } from './socialUris.js'

/** SPEC section 9: how often the popup is checked for having been closed. */
const popupCheckMs = 1_000

export interface WaitForSocialResultParameters {
  /** The popup the login runs in, already sent to the secure site's sign-in page. */
  popup: Window
  /** The secure site's exact origin: the only one a result is taken from. */
  secureOrigin: string
  /** The app's window, which the popup posts to (default: `window`). */
  window?: Window
  /** Gives up: rejects with the signal's SocialLoginError reason, else 'aborted'. */
  signal?: AbortSignal
  pollMs?: number
  /** Told of each message that was dropped and why. */
  onIgnored?(reason: string): void
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A signal's reason as the failure to reject with. */
export function abortedBy(signal: AbortSignal): SocialLoginError {
  const { reason } = signal
  return reason instanceof SocialLoginError
    ? reason
    : new SocialLoginError('aborted', { cause: reason })
}

/**
 * Waits for the social popup's answer (SECURITY.md, "The secure frame"): a message is taken only
 * when its `event.origin` is exactly `secureOrigin` and its `event.source` is `popup`, then read
 * on the frame channel: SOCIAL_RESULT resolves with its `resultUri` (an absolute URL on
 * `secureOrigin`, else the message is dropped), SOCIAL_ERROR rejects with the secure site's words
 * ('Social login was denied'). A popup found closed (checked every second) rejects with 'Popup
 * closed'. It settles once: the listener and the timer go with it, so a second result, or one
 * after the popup closed, finds nobody listening.
 * @example
 * const popup = window.open('', 'appkit-social', 'width=600,height=700') // in the click
 * popup.location.replace(uri)
 * const resultUri = await waitForSocialResult({ popup, secureOrigin: 'https://secure.example' })
 */
export function waitForSocialResult(parameters: WaitForSocialResultParameters): Promise<string> {
  const { popup, secureOrigin, signal } = parameters
  const view = parameters.window ?? window
  const ignore = (reason: string) => parameters.onIgnored?.(reason)

  return new Promise<string>((resolve, reject) => {
    let timer: ReturnType<typeof setInterval> | undefined
    const done = () => {
      view.removeEventListener('message', onMessage)
      clearInterval(timer)
      signal?.removeEventListener('abort', onAbort)
    }
    const fail = (error: SocialLoginError) => {
      done()
      reject(error)
    }
    const onAbort = () => fail(abortedBy(signal as AbortSignal))

    function onMessage(event: MessageEvent): void {
      // Exact origin and the popup's own window, before the data is even looked at.
      if (event.origin !== secureOrigin || event.source !== popup) {
        ignore('not from the social popup')
        return
      }
      const message: unknown = event.data
      if (!isRecord(message) || message.channel !== frameChannel) {
        ignore('not a secure frame message')
        return
      }
      const payload = isRecord(message.payload) ? message.payload : {}
      if (message.type === 'SOCIAL_RESULT' && isOnOrigin(payload.resultUri, secureOrigin)) {
        done()
        resolve(payload.resultUri)
      } else if (message.type === 'SOCIAL_ERROR') {
        const words = typeof payload.message === 'string' ? payload.message.trim() : ''
        fail(
          new SocialLoginError('denied', {
            message: words ? words.slice(0, 300) : 'Social login was denied',
          }),
        )
      } else {
        ignore(`a malformed popup message (${String(message.type).slice(0, 40)})`)
      }
    }

    if (signal?.aborted) return onAbort()
    if (popup.closed) return fail(new SocialLoginError('popup-closed'))
    view.addEventListener('message', onMessage)
    signal?.addEventListener('abort', onAbort, { once: true })
    timer = setInterval(() => {
      if (popup.closed) fail(new SocialLoginError('popup-closed'))
    }, parameters.pollMs ?? popupCheckMs)
  })
}
