import type { FrameRequests } from '../frame/frameProtocol.js'
import { type AppKit, storageKeys } from '../kernel.js'
import type { FrameRequest } from './createFrameSession.js'
import { EmailCooldownError, InvalidEmailError } from './emailInputErrors.js'
import { cooldownSecondsLeft, isValidEmail } from './emailLogin.js'

/** The next step of an email login after the code was asked for (SPEC section 4). */
export type EmailLoginAction = FrameRequests['CONNECT_EMAIL']['result']['action']

export interface EmailLoginFlowParameters {
  request: FrameRequest
  storage: AppKit['storage']
  /** A login is starting in this page. */
  onStart(): void
  now?: () => number
}

export interface EmailLoginFlow {
  /**
   * Checks the address and the 30 s cooldown, then asks the secure site to send a code
   * (CONNECT_EMAIL). A refused check rejects with `InvalidEmailError` or `EmailCooldownError`
   * (their `shortMessage` is the words to show) and sends nothing.
   */
  sendCode(email: string): Promise<EmailLoginAction>
  /** CONNECT_OTP: the code the user typed (a string, SPEC section 5). */
  verifyCode(otp: string): Promise<void>
  /** CONNECT_DEVICE: waits for the user to approve this device from the email. */
  verifyDevice(): Promise<void>
}

/**
 * The steps of an email login before the wallet connects (SPEC sections 4 and 5): the code asked
 * for at most once per 30 s across reloads (the time is stored once a code was sent, so a
 * failure may be retried at once), a second submit on its way getting the first one's answer.
 * @example const flow = createEmailLoginFlow({ request, storage, onStart }); await flow.sendCode('ada@example.com')
 */
export function createEmailLoginFlow(parameters: EmailLoginFlowParameters): EmailLoginFlow {
  const { request, storage } = parameters
  const now = parameters.now ?? Date.now
  let sendingCode: Promise<EmailLoginAction> | undefined

  return {
    sendCode(email) {
      parameters.onStart()
      sendingCode ??= (async () => {
        const address = email.trim()
        if (!isValidEmail(address)) throw new InvalidEmailError('invalid')
        const left = cooldownSecondsLeft(storage.get(storageKeys.lastLoginTime), now())
        if (left > 0) throw new EmailCooldownError(left)
        const { action } = await request('CONNECT_EMAIL', { email: address })
        storage.set(storageKeys.lastLoginTime, now())
        storage.set(storageKeys.email, address)
        // An email login now: a social login's name left from a login that never connected
        // must not name this wallet.
        storage.remove(storageKeys.socialProvider)
        storage.remove(storageKeys.socialUsername)
        return action
      })().finally(() => {
        sendingCode = undefined
      })
      return sendingCode
    },
    async verifyCode(otp) {
      await request('CONNECT_OTP', { otp: String(otp) })
    },
    async verifyDevice() {
      await request('CONNECT_DEVICE', undefined)
    },
  }
}
