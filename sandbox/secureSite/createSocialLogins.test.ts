import { describe, expect, it } from 'vitest'
import {
  createSocialLogins,
  type SocialSignIn,
  socialCodeLifetimeMs,
  socialStateLifetimeMs,
} from './createSocialLogins.js'

const signIn: SocialSignIn = {
  provider: 'google',
  parentOrigin: 'http://127.0.0.1:5173',
  appName: 'Shop',
  device: 'device-a',
}

/** A sign-in started at `now`, answered Allow as `userName` at `now`: its state and code. */
function allowed(logins = createSocialLogins(), now = 0, userName = 'ada.google') {
  const started = logins.start(signIn, now)
  if (!('state' in started)) throw new Error('refused')
  const decided = logins.decide(started.state, 'google', { userName }, now)
  if (!decided) throw new Error('not live')
  return { logins, state: started.state, code: decided.code }
}

describe('the sandbox social sign-ins', () => {
  it('spends a code once, for its provider and user name, and says so when it is used again', () => {
    const { logins, state, code } = allowed()
    expect(logins.spend({ code, state, device: 'device-a' }, 1)).toEqual({
      provider: 'google',
      userName: 'ada.google',
    })
    expect(logins.spend({ code, state, device: 'device-a' }, 2)).toEqual({
      refused: 'This login link was already used',
    })
  })

  it('answers one consent per state: a second Allow or Deny finds nothing', () => {
    const { logins, state } = allowed()
    expect(logins.signInOf(state, 'google', 1)).toBeUndefined()
    expect(logins.decide(state, 'google', 'denied', 1)).toBeUndefined()
  })

  it('refuses the code from another browser, and leaves it good for its own', () => {
    const { logins, state, code } = allowed()
    for (const device of ['device-b', undefined]) {
      expect(logins.spend({ code, state, device }, 1)).toEqual({ refused: 'Invalid login link' })
    }
    expect(logins.spend({ code, state, device: 'device-a' }, 1)).toMatchObject({
      userName: 'ada.google',
    })
  })

  it('refuses a code with another state, an unknown code, and a state for another provider', () => {
    const { logins, state, code } = allowed()
    const other = allowed(logins)
    expect(logins.spend({ code, state: other.state, device: 'device-a' }, 1)).toEqual({
      refused: 'Invalid login link',
    })
    expect(logins.spend({ code: 'nope', state, device: 'device-a' }, 1)).toEqual({
      refused: 'Invalid login link',
    })
    const started = logins.start(signIn, 0)
    if (!('state' in started)) throw new Error('refused')
    expect(logins.signInOf(started.state, 'github', 0)).toBeUndefined()
    expect(logins.decide(started.state, 'github', { userName: 'ada' }, 0)).toBeUndefined()
  })

  it(`expires a consent page after ${socialStateLifetimeMs / 60_000} min and a code after ${socialCodeLifetimeMs / 60_000} min`, () => {
    const logins = createSocialLogins()
    const started = logins.start(signIn, 0)
    if (!('state' in started)) throw new Error('refused')
    expect(logins.signInOf(started.state, 'google', socialStateLifetimeMs - 1)).toBeDefined()
    expect(logins.signInOf(started.state, 'google', socialStateLifetimeMs)).toBeUndefined()
    expect(logins.decide(started.state, 'google', 'denied', socialStateLifetimeMs)).toBeUndefined()

    const { state, code } = allowed(logins, 0)
    expect(logins.spend({ code, state, device: 'device-a' }, socialCodeLifetimeMs)).toEqual({
      refused: 'This login link expired',
    })
  })

  it("answers a denied consent's code with 'Social login was denied', once", () => {
    const logins = createSocialLogins()
    const started = logins.start({ ...signIn, returnTo: 'http://127.0.0.1:5173/app' }, 0)
    if (!('state' in started)) throw new Error('refused')
    const decided = logins.decide(started.state, 'google', 'denied', 0)
    expect(decided?.signIn.returnTo).toBe('http://127.0.0.1:5173/app')
    const fields = { code: decided?.code ?? '', state: started.state, device: 'device-a' }
    expect(logins.spend(fields, 1)).toEqual({ refused: 'Social login was denied' })
    expect(logins.spend(fields, 2)).toEqual({ refused: 'This login link was already used' })
  })
})
