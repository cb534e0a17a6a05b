import { useCallback } from 'react'
import type { SocialProvider } from '../../../../schema/grammar/socialProviders.js'
import { useAppKitInstance, useAppKitUi } from '../../internal.js'
import { openSocialPopup } from './openSocialPopup.js'
import { inMessagingMiniApp } from './shownSocials.js'
import { useSocialAuth } from './socialAuth.js'
import { startSocialLogin } from './startSocialLogin.js'

/**
 * The click handler of a provider button: synchronous up to the popup, which browsers allow only
 * during the click. A popup provider opens the popup first, then ConnectingSocial, then the
 * login; on a messaging mini-app the page goes to the provider instead (no popup). Farcaster
 * opens ConnectingFarcaster, whose QR code needs no popup.
 * @example const start = useSocialLogin(); <button onClick={() => start('google')} />
 */
export function useSocialLogin(): (provider: SocialProvider) => void {
  const appKit = useAppKitInstance()
  const { attempts } = useAppKitUi()
  const getAuth = useSocialAuth()
  return useCallback(
    (provider: SocialProvider) => {
      if (provider === 'farcaster') {
        appKit.router.push({ view: 'ConnectingFarcaster' })
        return
      }
      const redirect = inMessagingMiniApp()
      // Before anything else, and never after an await: the click's permission ends with it.
      const popup = redirect ? null : openSocialPopup(window)
      appKit.router.push({ view: 'ConnectingSocial', data: { provider } })
      void startSocialLogin({ router: appKit.router, attempts, getAuth, provider, popup, redirect })
    },
    [appKit, attempts, getAuth],
  )
}
