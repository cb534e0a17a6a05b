import type { FrameRequestName, FrameRequests } from '../frame/frameProtocol.js'
import { EmailCooldownError, InvalidEmailError } from './emailInputErrors.js'
import { cooldownSecondsLeft, isValidEmail } from './emailLogin.js'

/** The code an email change waits for next (SPEC section 4: primary, then secondary). */
export type EmailChangeAction = FrameRequests['UPDATE_EMAIL']['result']['action']

export interface EmailChange {
  /**
   * UPDATE_EMAIL: checks the address (a valid one, not the current one) and the 30 s cooldown
   * since the last code this change asked for, then asks the secure site to mail a code. A
   * refused check rejects with `InvalidEmailError` (reason 'invalid' or 'current') or
   * `EmailCooldownError`, whose `shortMessage` is the words to show.
   */
  start(email: string): Promise<EmailChangeAction>
  /** UPDATE_EMAIL_PRIMARY_OTP: the code mailed to the current email. */
  confirmCurrent(otp: string): Promise<void>
  /** UPDATE_EMAIL_SECONDARY_OTP: the code mailed to the new email; resolves with it. */
  confirmNew(otp: string): Promise<string>
}

export interface EmailChangeParameters {
  /** Sends a request to the secure frame (the auth controller's, with its origin check). */
  request<Name extends FrameRequestName>(
    name: Name,
    payload: FrameRequests[Name]['payload'],
  ): Promise<FrameRequests[Name]['result']>
  /** The logged-in user's email, whole (not the shortened display name). */
  currentEmail(): string | undefined
  /** The secure site moved the wallet to `newEmail`. */
  onChanged(newEmail: string): void
  now?: () => number
}

const sameEmail = (a: string, b: string | undefined) =>
  b !== undefined && a.trim().toLowerCase() === b.trim().toLowerCase()

/**
 * Changing the embedded wallet's email: the secure site mails a code to the current email, then
 * one to the new email; the second code moves the wallet. Codes are asked for at most once per
 * 30 s, as logins are (SPEC section 9), so 'Resend code' cannot flood either inbox.
 * @example const change = createEmailChange({ request, currentEmail, onChanged }); await change.start('new@example.com')
 */
export function createEmailChange(parameters: EmailChangeParameters): EmailChange {
  const now = parameters.now ?? Date.now
  let lastCodeAt: number | undefined
  let starting: Promise<EmailChangeAction> | undefined

  return {
    start(email) {
      // A second submit while the first is on its way gets the same answer.
      starting ??= (async () => {
        const address = email.trim()
        if (!isValidEmail(address)) throw new InvalidEmailError('invalid')
        if (sameEmail(address, parameters.currentEmail())) throw new InvalidEmailError('current')
        const left = cooldownSecondsLeft(lastCodeAt, now())
        if (left > 0) throw new EmailCooldownError(left)
        const { action } = await parameters.request('UPDATE_EMAIL', { email: address })
        lastCodeAt = now()
        return action
      })().finally(() => {
        starting = undefined
      })
      return starting
    },
    async confirmCurrent(otp) {
      await parameters.request('UPDATE_EMAIL_PRIMARY_OTP', { otp: String(otp) })
      // The site mailed the new email its code just now.
      lastCodeAt = now()
    },
    async confirmNew(otp) {
      const { newEmail } = await parameters.request('UPDATE_EMAIL_SECONDARY_OTP', {
        otp: String(otp),
      })
      lastCodeAt = undefined
      parameters.onChanged(newEmail)
      return newEmail
    },
  }
}
