import { isPopupSocialProvider } from '../../../../schema/grammar/socialProviders.js'
import { readResultUri, socialNonceParameter, storageKeys } from '../../kernel.js'
import { connectSocialResult } from './connectSocialResult.js'
import type { SocialLogin, SocialLoginParameters } from './createSocialLogin.js'
import { SocialLoginError } from './SocialLoginError.js'
import { failureEvent, toSocialFailure } from './socialFailure.js'
import { isOnOrigin } from './socialUris.js'

/** How long a mini-app login may take at the provider before its return is refused. */
const redirectLifetimeMs = 10 * 60_000

/** `path` (a path, query and hash) with the login's nonce added to its query, before the hash. */
function withNonce(path: string, nonce: string): string {
  const hashAt = path.indexOf('#')
  const [beforeHash, hash] =
    hashAt === -1 ? [path, ''] : [path.slice(0, hashAt), path.slice(hashAt)]
  const joiner = beforeHash.includes('?') ? '&' : '?'
  return `${beforeHash}${joiner}${socialNonceParameter}=${encodeURIComponent(nonce)}${hash}`
}

/**
 * The messaging mini-app's social login (SPEC sections 2 and 5), where the page itself goes to
 * the consent page and comes back with `result_uri`: `redirect` remembers the provider and leaves,
 * `finishRedirect` (on load) removes `result_uri` from the address bar before anything else, then
 * spends it only if it is the secure site's and this browser's login waits for it: the
 * remembered provider and the nonce its return address carried, single use and for 10 minutes
 * (a replayed or forwarded link finds none).
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
      // The return address carries a nonce of this login: a result that comes back without it
      // (a login link sent from elsewhere) is not this browser's.
      const nonce = crypto.randomUUID()
      storage.set(storageKeys.messagingSocialNonce, {
        nonce,
        expiresAt: Date.now() + redirectLifetimeMs,
      })
      try {
        if (!isPopupSocialProvider(provider)) throw new Error(`${String(provider)} is no provider`)
        const { location } = view()
        const returnTo = new URL(withNonce(readResultUri(location.href).rest, nonce), location.href)
          .href
        const { uri } = await parameters.request('GET_SOCIAL_REDIRECT_URI', { provider, returnTo })
        const secureOrigin = parameters.secureOrigin()
        if (!isOnOrigin(uri, secureOrigin)) throw new Error(`${uri} is not on ${secureOrigin}`)
        location.assign(uri)
      } catch (error) {
        storage.remove(storageKeys.messagingSocialProvider)
        storage.remove(storageKeys.messagingSocialNonce)
        const failure = new SocialLoginError('initiate', { cause: error })
        onEvent(failureEvent(provider, failure))
        throw failure
      }
    },
    async finishRedirect(href) {
      const { location, history } = view()
      const { resultUris, nonces, rest } = readResultUri(href ?? location.href)
      if (resultUris.length === 0) return false
      // First, before any await: a link left in the address bar would be shared, bookmarked or
      // sent again by a reload (unless the kit took it out already, at mount).
      if (href === undefined) history.replaceState(history.state, '', rest)
      const provider = storage.get(storageKeys.messagingSocialProvider)
      const pending = storage.get(storageKeys.messagingSocialNonce)
      storage.remove(storageKeys.messagingSocialProvider)
      storage.remove(storageKeys.messagingSocialNonce)
      const [resultUri] = resultUris
      if (resultUris.length !== 1 || !isOnOrigin(resultUri, parameters.secureOrigin())) {
        const failure = new SocialLoginError('invalid-result')
        if (isPopupSocialProvider(provider)) onEvent(failureEvent(provider, failure))
        throw failure
      }
      // This browser's own login only: its nonce came back, once, in time.
      const ours =
        pending !== undefined &&
        nonces.length === 1 &&
        nonces[0] === pending.nonce &&
        pending.expiresAt > Date.now()
      if (!isPopupSocialProvider(provider) || !ours) throw new SocialLoginError('replayed')
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
