import { describe, expect, it } from 'vitest'
import type { RegistryWallet } from '../../../core/kernel.js'
import { pickWalletLink } from './pickWalletLink.js'

const wallet = (links: Partial<RegistryWallet>): RegistryWallet => ({
  id: 'w',
  name: 'Wallet',
  image_url: undefined,
  rdns: undefined,
  chains: [],
  mobile_link: undefined,
  desktop_link: undefined,
  webapp_link: undefined,
  homepage: undefined,
  app_store: undefined,
  play_store: undefined,
  chrome_store: undefined,
  badge_type: undefined,
  source: 'registry',
  ...links,
})

describe('pickWalletLink', () => {
  it('prefers the homepage, then a store page', () => {
    expect(pickWalletLink(wallet({ homepage: 'https://wallet.example/' }))).toBe(
      'https://wallet.example/',
    )
    const store = 'https://chromewebstore.google.com/detail/x'
    expect(pickWalletLink(wallet({ chrome_store: store }))).toBe(store)
  })

  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'JaVaScRiPt:alert(1)',
    'metamask://open',
    'https://user:pass@wallet.example/',
  ])('never returns %j, which the link rule refuses', (link) => {
    expect(pickWalletLink(wallet({ homepage: link, app_store: link }))).toBeUndefined()
  })
})
