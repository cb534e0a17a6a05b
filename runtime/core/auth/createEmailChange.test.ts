import { describe, expect, it } from 'vitest'
import { BaseError } from '../errors/BaseError.js'
import type { FrameRequestName } from '../frame/frameProtocol.js'
import { createEmailChange } from './createEmailChange.js'
import { EmailCooldownError, InvalidEmailError } from './emailInputErrors.js'

/** A secure frame that records what it was asked and answers from `answers`. */
function setup(answerList: [FrameRequestName, () => unknown][] = []) {
  const answers = new Map(answerList)
  const asked: { name: string; payload: unknown }[] = []
  const changed: string[] = []
  let clock = 0
  const change = createEmailChange({
    request: async (name, payload) => {
      asked.push({ name, payload })
      const answer = answers.get(name)
      if (!answer) throw new Error(`unexpected ${name}`)
      return answer() as never
    },
    currentEmail: () => 'ada@example.com',
    onChanged: (email) => changed.push(email),
    now: () => clock,
  })
  return {
    change,
    asked,
    changed,
    advance: (ms: number) => {
      clock += ms
    },
  }
}

/** The words the UpdateEmailWallet view shows for a refusal (a kit error's short message). */
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) =>
      error instanceof BaseError ? error.shortMessage : (error as Error).message,
  )

describe('createEmailChange', () => {
  it('asks for the primary code, then the secondary, and reports the new email once moved', async () => {
    const { change, asked, changed } = setup([
      ['UPDATE_EMAIL', () => ({ action: 'VERIFY_PRIMARY_OTP' })],
      ['UPDATE_EMAIL_PRIMARY_OTP', () => undefined],
      ['UPDATE_EMAIL_SECONDARY_OTP', () => ({ newEmail: 'grace@example.com' })],
    ])
    expect(await change.start('  grace@example.com ')).toBe('VERIFY_PRIMARY_OTP')
    await change.confirmCurrent('123456')
    expect(changed).toEqual([])
    expect(await change.confirmNew('654321')).toBe('grace@example.com')
    expect(changed).toEqual(['grace@example.com'])
    expect(asked).toEqual([
      { name: 'UPDATE_EMAIL', payload: { email: 'grace@example.com' } },
      { name: 'UPDATE_EMAIL_PRIMARY_OTP', payload: { otp: '123456' } },
      { name: 'UPDATE_EMAIL_SECONDARY_OTP', payload: { otp: '654321' } },
    ])
  })

  it('refuses an invalid address and the current one (in any case) without asking the frame', async () => {
    const { change, asked } = setup()
    expect(await refusal(change.start('grace@localhost'))).toBe('Invalid email address')
    expect(await refusal(change.start('ADA@example.com'))).toBe('This is already your email')
    await expect(change.start('grace@localhost')).rejects.toMatchObject({
      code: 'INVALID_EMAIL',
      reason: 'invalid',
    })
    await expect(change.start('ada@example.com')).rejects.toBeInstanceOf(InvalidEmailError)
    expect(asked).toEqual([])
  })

  it('refuses a new code within 30 s of the last one, counted from a code actually sent', async () => {
    let fail = true
    const { change, asked, advance } = setup([
      [
        'UPDATE_EMAIL',
        () => {
          if (fail) throw new Error('Network Error')
          return { action: 'VERIFY_PRIMARY_OTP' }
        },
      ],
      ['UPDATE_EMAIL_PRIMARY_OTP', () => undefined],
    ])
    expect(await refusal(change.start('grace@example.com'))).toBe('Network Error')
    fail = false
    // The failed ask mailed nothing, so no wait.
    expect(await change.start('grace@example.com')).toBe('VERIFY_PRIMARY_OTP')
    advance(10_500)
    expect(await refusal(change.start('grace@example.com'))).toBe(
      'Please try again after 20 seconds',
    )
    await expect(change.start('grace@example.com')).rejects.toMatchObject({
      code: 'EMAIL_COOLDOWN',
      secondsLeft: 20,
    })
    await expect(change.start('grace@example.com')).rejects.toBeInstanceOf(EmailCooldownError)
    advance(19_500)
    await change.confirmCurrent('123456')
    // Confirming the current email mailed the new one its code: the wait starts again.
    advance(29_000)
    expect(await refusal(change.start('grace@example.com'))).toBe(
      'Please try again after 1 seconds',
    )
    advance(1_000)
    expect(await change.start('grace@example.com')).toBe('VERIFY_PRIMARY_OTP')
    expect(asked.filter((each) => each.name === 'UPDATE_EMAIL')).toHaveLength(3)
  })

  it('sends one request for a double submit', async () => {
    const { change, asked } = setup([['UPDATE_EMAIL', () => ({ action: 'VERIFY_PRIMARY_OTP' })]])
    const [first, second] = await Promise.all([
      change.start('grace@example.com'),
      change.start('grace@example.com'),
    ])
    expect([first, second]).toEqual(['VERIFY_PRIMARY_OTP', 'VERIFY_PRIMARY_OTP'])
    expect(asked).toHaveLength(1)
  })

  it('passes on a wrong code and does not report a change', async () => {
    const { change, changed } = setup([
      [
        'UPDATE_EMAIL_SECONDARY_OTP',
        () => {
          throw new Error('Invalid code')
        },
      ],
    ])
    expect(await refusal(change.confirmNew('000000'))).toBe('Invalid code')
    expect(changed).toEqual([])
  })
})
