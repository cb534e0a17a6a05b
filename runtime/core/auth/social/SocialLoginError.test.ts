import { describe, expect, it } from 'vitest'
import { BaseError } from '../../errors/BaseError.js'
import { SocialLoginError } from './SocialLoginError.js'

describe('SocialLoginError', () => {
  it.each([
    ['popup-closed', 'Popup closed', true],
    ['initiate', 'Failed to initiate social connection', false],
    ['farcaster', 'Failed to connect to farcaster', false],
    ['replaced', 'Social login replaced', true],
    ['aborted', 'Social login canceled', true],
    ['invalid-result', 'Invalid login link', false],
    ['replayed', 'This login link was already used', false],
  ] as const)('says %s as %j (canceled: %s)', (reason, shortMessage, canceled) => {
    const error = new SocialLoginError(reason, { message: 'ignored for a fixed reason' })
    expect(error).toBeInstanceOf(BaseError)
    expect(error).toMatchObject({ name: 'SocialLoginError', reason, shortMessage, canceled })
    expect(error.details).toBeTruthy()
  })

  it("says the secure site's words for a denial or a refusal", () => {
    expect(new SocialLoginError('denied', { message: 'Social login was denied' })).toMatchObject({
      shortMessage: 'Social login was denied',
      canceled: true,
    })
    const cause = new Error('raw')
    const refused = new SocialLoginError('refused', { message: 'This login link expired', cause })
    expect(refused).toMatchObject({ shortMessage: 'This login link expired', canceled: false })
    expect(refused.cause).toBe(cause)
  })

  it('keeps the details it is given (the secure site words of a Farcaster failure)', () => {
    expect(
      new SocialLoginError('farcaster', { details: 'Farcaster login was denied' }),
    ).toMatchObject({
      shortMessage: 'Failed to connect to farcaster',
      details: 'Farcaster login was denied',
    })
  })
})
