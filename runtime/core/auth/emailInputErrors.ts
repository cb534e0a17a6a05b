import { BaseError } from '../kernel.js'
import { cooldownMessage, emailCooldownMs } from './emailLogin.js'

/** Why an email was refused before the secure site was asked. */
export type InvalidEmailReason = 'invalid' | 'current'

/**
 * An email login or email change refused before anything was sent: the text is not an email
 * address, or (changing the email) it is the wallet's current one. `shortMessage` is the words
 * the email views show.
 * @example if (error instanceof InvalidEmailError) setError(error.shortMessage)
 */
export class InvalidEmailError extends BaseError {
  override name = 'InvalidEmailError' as const
  readonly reason: InvalidEmailReason
  constructor(reason: InvalidEmailReason) {
    super(reason === 'invalid' ? 'Invalid email address' : 'This is already your email', {
      code: 'INVALID_EMAIL',
      details:
        reason === 'invalid'
          ? 'The text is not an email address (SPEC section 5: one @, a dotted domain, at most 254 characters).'
          : 'The new email is the one the wallet already has.',
    })
    this.reason = reason
  }
}

/**
 * A code asked for within 30 s of the last one (SPEC section 9): nothing was sent, so no inbox is
 * flooded. `shortMessage` says how long to wait ('Please try again after 20 seconds').
 * @example if (error instanceof EmailCooldownError) retryIn(error.secondsLeft)
 */
export class EmailCooldownError extends BaseError {
  override name = 'EmailCooldownError' as const
  readonly secondsLeft: number
  constructor(secondsLeft: number) {
    super(cooldownMessage(secondsLeft), {
      code: 'EMAIL_COOLDOWN',
      details: `The secure site sends a code at most once per ${emailCooldownMs / 1000} s.`,
    })
    this.secondsLeft = secondsLeft
  }
}
