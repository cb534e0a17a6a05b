import { useEffect, useId, useRef, useState } from 'react'
import { connect } from '../../../core/kernel.js'
import { Spinner, useAdoptedSheet, useAppKitInstance, useAppKitUi } from '../../internal.js'
import type { ViewProps } from '../ViewProps.js'
import { CodeField } from './CodeField.js'
import { emailCss } from './emailCss.js'
import { emailStrings } from './emailStrings.js'
import { errorText } from './errorText.js'
import { useAuth } from './useAuth.js'

const copy = emailStrings.otp
type Stage = 'device' | 'otp' | 'verifying' | 'connecting'

/**
 * EmailLogin: the step after the code was asked for (SPEC section 4): approve the device, then
 * type (or paste) the 6-digit code from the email; the code is checked by the secure site
 * (CONNECT_OTP) and the embedded wallet connects. A wrong or expired code says so and clears the
 * field; 'Resend code' asks for a new one (after the 30 s cooldown).
 * @example <EmailLoginView data={{ email: 'ada@example.com', action: 'VERIFY_OTP' }} />
 */
export function EmailLoginView({ data }: ViewProps<'EmailLogin'>) {
  const { email, action } = data
  const appKit = useAppKitInstance()
  const { snackbar } = useAppKitUi()
  const getAuth = useAuth()
  const rootRef = useRef<HTMLDivElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  useAdoptedSheet(rootRef, emailCss)
  const [stage, setStage] = useState<Stage>(
    action === 'VERIFY_DEVICE' ? 'device' : action === 'CONNECT' ? 'connecting' : 'otp',
  )
  const sentId = useId()
  const [code, setCode] = useState('')
  const [error, setError] = useState<string>()
  const started = useRef(false)

  async function finish(): Promise<void> {
    setStage('connecting')
    await connect(appKit, { connectorId: 'auth' })
  }

  // The step an answer of the secure site asks for: typing the code, or one that runs by itself
  // (approving this device, then the code; connecting at once).
  async function follow(next: typeof action): Promise<void> {
    if (next === 'VERIFY_OTP') return setStage('otp')
    if (next === 'CONNECT') return finish()
    setStage('device')
    await (await getAuth()).verifyDevice()
    setStage('otp')
  }

  // The route's first step starts on its own, once, on mount (StrictMode mounts twice): never
  // again when the stage changes later (typing a code moves it to 'verifying').
  // biome-ignore lint/correctness/useExhaustiveDependencies: the route's first step, run once
  useEffect(() => {
    if (started.current || action === 'VERIFY_OTP') return
    started.current = true
    follow(action).catch((failure: unknown) => {
      setError(errorText(failure))
      setStage('otp')
    })
  }, [])

  async function verify(otp: string): Promise<void> {
    setStage('verifying')
    setError(undefined)
    try {
      await (await getAuth()).verifyCode(otp)
    } catch (failure) {
      setError(errorText(failure))
      setCode('')
      setStage('otp')
      requestAnimationFrame(() => inputRef.current?.focus())
      return
    }
    try {
      await finish()
    } catch (failure) {
      setError(errorText(failure))
      setStage('otp')
    }
  }

  async function resend(): Promise<void> {
    setError(undefined)
    try {
      const next = await (await getAuth()).sendCode(email)
      if (next === 'VERIFY_OTP') snackbar.show(copy.resent, 'success')
      // The site may ask for this device's approval again (its link expired meanwhile).
      await follow(next)
    } catch (failure) {
      setError(errorText(failure))
      setStage('otp')
    }
  }

  if (stage === 'device') {
    return (
      <div ref={rootRef} className="ak-status" role="status">
        <p className="ak-status-title">{emailStrings.device.title}</p>
        <p className="ak-status-text">{emailStrings.device.text(email)}</p>
        <Spinner />
      </div>
    )
  }
  return (
    <div ref={rootRef} className="ak-otp">
      <p id={sentId} className="ak-status-text">
        {copy.sentTo(email)}
      </p>
      <CodeField
        describedBy={sentId}
        code={code}
        error={error}
        disabled={stage !== 'otp'}
        inputRef={inputRef}
        onCode={(digits) => {
          setCode(digits)
          setError(undefined)
        }}
        onComplete={(digits) => void verify(digits)}
        busyText={stage === 'verifying' ? copy.verifying : copy.connecting}
        onResend={() => void resend()}
      />
    </div>
  )
}
