import { describe, expect, it } from 'vitest'
import { buildWalletLink } from './buildWalletLink.js'

const uri =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303'
const encoded = encodeURIComponent(uri)

describe('buildWalletLink', () => {
  it.each([
    ['metamask://', `metamask://wc?uri=${encoded}`],
    ['trust', `trust://wc?uri=${encoded}`],
    ['rainbow:', `rainbow://wc?uri=${encoded}`],
    ['zerion://app', `zerion://app/wc?uri=${encoded}`],
    ['https://metamask.app.link', `https://metamask.app.link/wc?uri=${encoded}`],
    ['https://metamask.app.link/', `https://metamask.app.link/wc?uri=${encoded}`],
    ['https://link.wallet.example/app/', `https://link.wallet.example/app/wc?uri=${encoded}`],
  ])('opens %s on the pairing URI', (link, href) => {
    expect(buildWalletLink('mobile', link, uri)?.href).toBe(href)
  })

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)//',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'blob:https://evil.example/0',
    'http://wallet.example',
    'https://wallet.example@evil.example',
    'intent://wc#Intent;scheme=w;S.browser_fallback_url=javascript%3Aalert(1);end',
    'intent://wc#Intent;scheme=w;S.browser_fallback_url=data%3Atext%2Fhtml%2Cx;end',
    'not a link',
    '',
  ])('refuses %j: the link is disabled', (link) => {
    expect(buildWalletLink('mobile', link, uri)).toBeUndefined()
  })

  it('allows an intent link that falls back to an https page', () => {
    const link =
      'intent://wc#Intent;scheme=w;S.browser_fallback_url=https%3A%2F%2Fwallet.example;end'
    expect(buildWalletLink('mobile', link, uri)).toBeDefined()
  })

  it('takes only https for web apps, and custom schemes or https for desktop apps', () => {
    expect(buildWalletLink('webapp', 'https://app.wallet.example', uri)?.href).toBe(
      `https://app.wallet.example/wc?uri=${encoded}`,
    )
    expect(buildWalletLink('webapp', 'wallet://', uri)).toBeUndefined()
    expect(buildWalletLink('desktop', 'ledgerlive://', uri)?.href).toBe(
      `ledgerlive://wc?uri=${encoded}`,
    )
  })

  it('refuses anything but a wc: URI, and a missing link', () => {
    expect(buildWalletLink('mobile', 'metamask://', 'javascript:alert(1)')).toBeUndefined()
    expect(buildWalletLink('mobile', undefined, uri)).toBeUndefined()
  })
})
