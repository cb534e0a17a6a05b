import { describe, expect, it } from 'vitest'
import {
  cooldownMessage,
  cooldownSecondsLeft,
  displayAuthName,
  emailCooldownMs,
  isValidEmail,
} from './emailLogin.js'

describe('isValidEmail', () => {
  it.each([
    'ada@example.com',
    'ada.lovelace+appkit@mail.example.co.uk',
    'a_b-c@sub-domain.example.org',
  ])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true)
  })

  it.each([
    ['no @', 'ada.example.com'],
    ['two @', 'ada@lovelace@example.com'],
    ['a space in the local part', 'ada lovelace@example.com'],
    ['a space in the domain', 'ada@exa mple.com'],
    ['a leading space', ' ada@example.com'],
    ['no dot in the domain', 'ada@localhost'],
    ['an empty local part', '@example.com'],
    ['angle brackets', '<ada@example.com>'],
    ['a display name', 'Ada <ada@example.com>'],
    ['an empty string', ''],
  ])('refuses an address with %s', (_, email) => {
    expect(isValidEmail(email)).toBe(false)
  })

  it('refuses an address over 254 characters, accepts one of exactly 254', () => {
    const local = 'a'.repeat(64)
    const domainOf = (length: number) => `${'b'.repeat(length - 4)}.com`
    const exactly254 = `${local}@${domainOf(254 - 65)}`
    expect(exactly254).toHaveLength(254)
    expect(isValidEmail(exactly254)).toBe(true)
    const over = `${local}@${domainOf(255 - 65)}`
    expect(over).toHaveLength(255)
    expect(isValidEmail(over)).toBe(false)
  })
})

describe('cooldownSecondsLeft', () => {
  const last = 1_700_000_000_000

  it('is 0 when there was no login before', () => {
    expect(cooldownSecondsLeft(undefined, last)).toBe(0)
  })

  it('is 0 exactly 30 s after the last login', () => {
    expect(emailCooldownMs).toBe(30_000)
    expect(cooldownSecondsLeft(last, last + 30_000)).toBe(0)
    expect(cooldownSecondsLeft(last, last + 90_000)).toBe(0)
  })

  it('rounds up: 0.1 s after the last login leaves 30 s, 29.001 s after leaves 1 s', () => {
    expect(cooldownSecondsLeft(last, last + 100)).toBe(30)
    expect(cooldownSecondsLeft(last, last + 10_000)).toBe(20)
    expect(cooldownSecondsLeft(last, last + 29_001)).toBe(1)
  })

  it('is 0 when the last login lies in the future (the clock moved back)', () => {
    expect(cooldownSecondsLeft(last + 5_000, last)).toBe(0)
  })
})

describe('cooldownMessage', () => {
  it("uses SPEC section 5's words", () => {
    expect(cooldownMessage(12)).toBe('Please try again after 12 seconds')
  })
})

describe('displayAuthName', () => {
  it('shows the email', () => {
    expect(displayAuthName({ email: 'ada@example.com' })).toBe('ada@example.com')
  })

  it('cuts an email of 31 characters to 30, ending in ...', () => {
    const email = `${'a'.repeat(19)}@example.com`
    expect(email).toHaveLength(31)
    const shown = displayAuthName({ email })
    expect(shown).toHaveLength(30)
    expect(shown).toBe(`${'a'.repeat(19)}@example...`)
  })

  it('shows the email as plain text, as wallet names are: no bidi, zero-width or control characters', () => {
    expect(displayAuthName({ email: 'ada\u202e@exa\u200bmple.com\u0007' })).toBe('ada@example.com')
    expect(displayAuthName({ email: '\u2066\u200b' })).toBeUndefined()
  })

  it('keeps an email of exactly 30 characters as it is', () => {
    const email = `${'a'.repeat(18)}@example.com`
    expect(email).toHaveLength(30)
    expect(displayAuthName({ email })).toBe(email)
  })

  it("drops a discord username's trailing 0, and only a discord one's", () => {
    expect(displayAuthName({ username: 'ada0', provider: 'discord' })).toBe('ada')
    expect(displayAuthName({ username: 'ada0', provider: 'github' })).toBe('ada0')
    expect(displayAuthName({ username: 'ada0' })).toBe('ada0')
  })

  it('prefers the username over the email', () => {
    expect(displayAuthName({ username: 'ada', email: 'ada@example.com' })).toBe('ada')
  })

  it('is undefined when there is nothing to show', () => {
    expect(displayAuthName({})).toBeUndefined()
    expect(displayAuthName({ email: null })).toBeUndefined()
    expect(displayAuthName({ email: '', username: '' })).toBeUndefined()
  })
})
