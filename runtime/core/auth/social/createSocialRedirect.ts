import { isPopupSocialProvider } from '../../../../schema/grammar/socialProviders.js'
import { readResultUri, storageKeys } from '../../kernel.js'
import { connectSocialResult } from './connectSocialResult.js'
import type { SocialLogin, SocialLoginParameters } from './createSocialLogin.js'
import { SocialLoginError } from './SocialLoginError.js'
import { failureEvent, toSocialFailure } from './socialFailure.js'
import { isOnOrigin } from './socialUris.js'

/**
 * The messaging mini-app's social login (SPEC sections 2 and 5), where the page itself goes to
 * the consent page and comes back with `result_uri`: `redirect` remembers the provider and leaves,
 * `finishRedirect` (on load) removes `result_uri` from the address bar before anything else, then
 * spends it only if it is the secure site's and this page's login waits for it (the remembered
 * provider, single use: a replayed or forwarded link finds none).
 * @example
 * const { finishRedirect } = createSocialRedirect(parameters)
 * if (await finishRedirect()) console.log('logged in')
 */
export function createSocialRedirect(
  parameters: SocialLoginParameters,
): Pick<SocialLogin, 'redirect' | 'finishRedirect'> {
  const { storage, onEvent } = parameters
  const view = () => parameters.window ?? window

  return {
    async redirect(provider) {
      onEvent({ stage: 'started', provider })
      storage.set(storageKeys.messagingSocialProvider, provider)
      try {
        if (!isPopupSocialProvider(provider)) throw new Error(`${String(provider)} is no provider`)
        const { location } = view()
        const returnTo = new URL(readResultUri(location.href).rest, location.href).href
        const { uri } = await parameters.request('GET_SOCIAL_REDIRECT_URI', { provider, returnTo })
        const secureOrigin = parameters.secureOrigin()
        if (!isOnOrigin(uri, secureOrigin)) throw new Error(`${uri} is not on ${secureOrigin}`)
        location.assign(uri)
      } catch (error) {
        storage.remove(storageKeys.messagingSocialProvider)
        const failure = new SocialLoginError('initiate', { cause: error })
        onEvent(failureEvent(provider, failure))
        throw failure
      }
    },
    async finishRedirect(href) {
      const { location, history } = view()
      const { resultUris, rest } = readResultUri(href ?? location.href)
      if (resultUris.length === 0) return false
      // First, before any await: a link left in the address bar would be shared, bookmarked or
      // sent again by a reload (unless the kit took it out already, at mount).
      if (href === undefined) history.replaceState(history.state, '', rest)
      const provider = storage.get(storageKeys.messagingSocialProvider)
      storage.remove(storageKeys.messagingSocialProvider)
      const [resultUri] = resultUris
      if (resultUris.length !== 1 || !isOnOrigin(resultUri, parameters.secureOrigin())) {
        const failure = new SocialLoginError('invalid-result')
        if (isPopupSocialProvider(provider)) onEvent(failureEvent(provider, failure))
        throw failure
      }
      if (!isPopupSocialProvider(provider)) throw new SocialLoginError('replayed')
      onEvent({ stage: 'requestUserData', provider })
      try {
        await connectSocialResult(parameters, provider, resultUri)
        await parameters.connect()
      } catch (error) {
        const failure = toSocialFailure(error)
        onEvent(failureEvent(provider, failure))
        throw failure
      }
      onEvent({ stage: 'success', provider })
      return true
    },
  }
}
