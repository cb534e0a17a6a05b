import type { SocialProvider } from '../../../../schema/grammar/socialProviders.js'
import { type BaseError, toBaseError } from '../../kernel.js'
import type { SocialLoginEvent } from './createSocialLogin.js'
import { SocialLoginError } from './SocialLoginError.js'

/**
 * The error a login rejects with, as a kit error.
 * @example throw toSocialFailure(error)
 */
export function toSocialFailure(error: unknown): BaseError {
  return error instanceof SocialLoginError ? error : toBaseError(error)
}

/**
 * The event that tells how a login ended in `failure`: `canceled` when the user (or the kit)
 * ended it, else `error`.
 * @example onEvent(failureEvent('github', new SocialLoginError('popup-closed'))) // stage 'canceled'
 */
export function failureEvent(provider: SocialProvider, failure: BaseError): SocialLoginEvent {
  return failure instanceof SocialLoginError && failure.canceled
    ? { stage: 'canceled', provider, message: failure.shortMessage }
    : { stage: 'error', provider, message: failure.shortMessage }
}
