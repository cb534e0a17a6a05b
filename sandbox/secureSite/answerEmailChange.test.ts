import { describe, expect, it } from 'vitest'
import { answerEmailChange, emailChangePaths } from './answerEmailChange.js'
import { createLoginStore } from './createLoginStore.js'

function loggedIn() {
  const store = createLoginStore()
  const result = store.verifyCode('a@b.co', store.sendCode('a@b.co').code)
  if (!('token' in result)) throw new Error('refused')
  const codeTo = (to: string) => store.mail.findLast((each) => each.to === to)?.code ?? ''
  return { store, token: result.token, codeTo }
}

describe('answerEmailChange', () => {
  it('answers the three steps with the action, nothing, then the new email', () => {
    const { store, token, codeTo } = loggedIn()
    expect(answerEmailChange(store, token, emailChangePaths.start, { email: 'c@d.co' })).toEqual({
      status: 200,
      body: { action: 'VERIFY_PRIMARY_OTP' },
    })
    expect(
      answerEmailChange(store, token, emailChangePaths.current, { otp: codeTo('a@b.co') }),
    ).toEqual({ status: 200, body: {} })
    expect(
      answerEmailChange(store, token, emailChangePaths.new, { otp: codeTo('c@d.co') }),
    ).toEqual({ status: 200, body: { newEmail: 'c@d.co' } })
  })

  it('answers 401 without a session or with an ended one, and mails nothing', () => {
    const { store, token } = loggedIn()
    const mailed = store.mail.length
    expect(
      answerEmailChange(store, undefined, emailChangePaths.start, { email: 'c@d.co' }),
    ).toEqual({ status: 401, body: { message: 'Not logged in' } })
    store.endSession(token)
    expect(answerEmailChange(store, token, emailChangePaths.start, { email: 'c@d.co' })).toEqual({
      status: 401,
      body: { message: 'Not logged in' },
    })
    expect(store.mail).toHaveLength(mailed)
  })

  it("answers 400 with the store's words for a refused step", () => {
    const { store, token } = loggedIn()
    expect(answerEmailChange(store, token, emailChangePaths.start, { email: 'a@b.co' })).toEqual({
      status: 400,
      body: { message: 'This is already your email' },
    })
    expect(answerEmailChange(store, token, emailChangePaths.current, { otp: '123456' })).toEqual({
      status: 400,
      body: { message: 'Ask for a code first' },
    })
  })
})
