import { describe, expect, it } from 'vitest'
import { validateWalletLink } from './validateWalletLink.js'

describe('validateWalletLink', () => {
  it('keeps app deep links and https universal links, normalized', () => {
    expect(validateWalletLink('metamask://', 'deep')).toBe('metamask://')
    expect(validateWalletLink('okex://main', 'deep')).toBe('okex://main')
    expect(validateWalletLink(' https://link.trustwallet.com ', 'deep')).toBe(
      'https://link.trustwallet.com/',
    )
    expect(validateWalletLink('https://app.safe.global', 'web')).toBe('https://app.safe.global/')
  })

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'blob:https://evil.example/0b5c5a57',
    'about:blank',
    'http://wallet.example/wc',
  ])('refuses %j as a deep link', (link) => {
    expect(validateWalletLink(link, 'deep')).toBeUndefined()
  })

  it('refuses every non-https web link, and https links carrying credentials', () => {
    for (const link of ['http://app.example', 'metamask://', 'ftp://x.example', 'not a url']) {
      expect(validateWalletLink(link, 'web'), link).toBeUndefined()
    }
    expect(validateWalletLink('https://metamask.io@evil.example/', 'web')).toBeUndefined()
    expect(validateWalletLink('https://user:pw@wallet.example/', 'deep')).toBeUndefined()
  })

  it('refuses intent: links whose fallback or scheme leads to a blocked scheme', () => {
    const intent = (rest: string) => `intent://wc#Intent;package=com.wallet;${rest};end`
    expect(validateWalletLink(intent('scheme=wallet'), 'deep')).toMatch(/^intent:\/\/wc#Intent;/)
    expect(
      validateWalletLink(intent('S.browser_fallback_url=https%3A%2F%2Fwallet.example'), 'deep'),
    ).toBeDefined()
    for (const rest of [
      'S.browser_fallback_url=javascript%3Aalert(1)',
      'S.browser_fallback_url=javascript:alert(1)',
      'S.Browser_Fallback_Url=data%3Atext%2Fhtml%2Cx',
      'S.browser_fallback_url=http%3A%2F%2Fwallet.example',
      'S.browser_fallback_url=%E0%A4%A',
      'scheme=javascript',
      'scheme=intent',
    ]) {
      expect(validateWalletLink(intent(rest), 'deep'), rest).toBeUndefined()
    }
  })

  it('refuses values that are not strings, or too long', () => {
    expect(validateWalletLink(undefined, 'deep')).toBeUndefined()
    expect(validateWalletLink(42, 'web')).toBeUndefined()
    expect(validateWalletLink(`https://wallet.example/${'a'.repeat(3000)}`, 'web')).toBeUndefined()
  })
})
