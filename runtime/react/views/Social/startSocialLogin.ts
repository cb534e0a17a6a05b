import type { PopupSocialProvider } from '../../../../schema/grammar/socialProviders.js'
import type { AppKit } from '../../../core/kernel.js'
import type { AttemptStore } from '../createAttemptStore.js'
import type { SocialAuth } from './socialAuth.js'

export interface StartSocialLoginParameters {
  router: AppKit['router']
  /** Where the login's outcome is kept for ConnectingSocial to show (`socialAttemptKey`). */
  attempts: AttemptStore
  getAuth(): Promise<SocialAuth>
  provider: PopupSocialProvider
  /** The window the click opened (null: blocked, or a redirect login). */
  popup: Window | null
  /** A messaging mini-app: the page goes to the provider instead of a popup. */
  redirect: boolean
}

/**
 * The key a social login's outcome is kept under in the attempt store.
 * @example attempts.getState().byKey[socialAttemptKey('google')]?.status
 */
export const socialAttemptKey = (provider: PopupSocialProvider) => `social:${provider}`

/**
 * Runs a social login started by a click, ConnectingSocial already on show: the embedded wallet
 * (fetched on first use) sends the popup to the provider and connects once the provider agreed.
 * Leaving the view (back, close, any other view) aborts it at once: the embedded wallet stops
 * waiting and the popup closes; nothing of it stays to show. The popup is closed at the end in
 * every case, a blank one included when the wallet's code could not be fetched.
 * @example
 * const popup = openSocialPopup(window) // in the click, first
 * router.push({ view: 'ConnectingSocial', data: { provider: 'google' } })
 * void startSocialLogin({ router, attempts, getAuth, provider: 'google', popup, redirect: false })
 */
export async function startSocialLogin(parameters: StartSocialLoginParameters): Promise<void> {
  const { router, attempts, getAuth, provider, popup, redirect } = parameters
  const key = socialAttemptKey(provider)
  const leaving = new AbortController()
  const onView = () => {
    const { current } = router.getState()
    return current.view === 'ConnectingSocial' && current.data.provider === provider
  }
  const stop = router.subscribe(() => {
    if (!onView()) leaving.abort()
  })
  if (!onView()) leaving.abort()
  // Settles the attempt as soon as the view is left, whatever the wallet still waits for.
  const left = new Promise<never>((_, reject) => {
    const fail = () => reject(leaving.signal.reason)
    if (leaving.signal.aborted) fail()
    else leaving.signal.addEventListener('abort', fail, { once: true })
  })
  left.catch(() => undefined)
  try {
    await attempts.run(key, async () => {
      const auth = await Promise.race([getAuth(), left])
      const login = redirect
        ? auth.social.redirect(provider)
        : auth.social.login(provider, popup, leaving.signal)
      await Promise.race([login, left])
    })
  } finally {
    stop()
    popup?.close()
    if (leaving.signal.aborted) attempts.clear(key)
  }
}
