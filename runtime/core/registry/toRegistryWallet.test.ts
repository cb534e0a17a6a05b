import { describe, expect, it } from 'vitest'
import { type ToRegistryWalletContext, toRegistryWallet } from './toRegistryWallet.js'

const context: ToRegistryWalletContext = {
  api: { baseUrl: 'https://api.example', projectId: 'p', sdkVersion: 'react-appkit-test' },
  wallets: { excludeRdns: ['io.hidden'], excludeNames: ['Blocked Wallet'] },
}

describe('toRegistryWallet', () => {
  it('keeps a well-formed wallet, with its image from the Wallet API', () => {
    const wallet = toRegistryWallet(
      {
        id: 'mm',
        name: 'MetaMask',
        image_id: 'metamask-logo',
        rdns: 'io.metamask',
        chains: ['eip155:1', 'not a chain'],
        mobile_link: 'metamask://',
        webapp_link: 'https://portfolio.metamask.io',
        badge_type: 'certified',
      },
      context,
    )
    expect(wallet).toEqual({
      id: 'mm',
      name: 'MetaMask',
      image_url:
        'https://api.example/getWalletImage/metamask-logo?projectId=p&st=appkit&sv=react-appkit-test',
      rdns: 'io.metamask',
      chains: ['eip155:1'],
      mobile_link: 'metamask://',
      desktop_link: undefined,
      webapp_link: 'https://portfolio.metamask.io/',
      homepage: undefined,
      app_store: undefined,
      play_store: undefined,
      chrome_store: undefined,
      badge_type: 'certified',
      source: 'registry',
    })
  })

  it('disables a rejected link only: the wallet and its other links stay', () => {
    const wallet = toRegistryWallet(
      {
        id: 'evil',
        name: 'Evil',
        mobile_link: 'javascript:alert(document.cookie)',
        desktop_link: 'intent://x#Intent;S.browser_fallback_url=javascript%3Aalert(1);end',
        webapp_link: 'http://evil.example',
        homepage: 'https://evil.example',
        image_url: 'javascript:alert(1)',
      },
      context,
    )
    expect(wallet).toMatchObject({
      name: 'Evil',
      mobile_link: undefined,
      desktop_link: undefined,
      webapp_link: undefined,
      image_url: undefined,
      homepage: 'https://evil.example/',
    })
  })

  it('caps a 10,000-character name and strips bidi and zero-width characters', () => {
    const long = toRegistryWallet({ id: 'long', name: 'W'.repeat(10_000) }, context)
    expect(long?.name).toHaveLength(64)
    const bidi = toRegistryWallet({ id: 'b', name: '\u202eMeta\u200bMask\u2066\u200f' }, context)
    expect(bidi?.name).toBe('MetaMask')
    expect(toRegistryWallet({ id: 'n', name: '<b>Bold</b>' }, context)?.name).toBe('<b>Bold</b>')
  })

  it('drops wallets without a usable id or name', () => {
    expect(toRegistryWallet({ id: ' ', name: 'Nameless' }, context)).toBeUndefined()
    expect(toRegistryWallet({ id: 'x'.repeat(200), name: 'Long id' }, context)).toBeUndefined()
    expect(toRegistryWallet({ id: 'blank', name: '\u200b\u202e ' }, context)).toBeUndefined()
  })

  it('drops wallets excluded by rdns or by case-insensitive name, and ignores a bad rdns', () => {
    expect(
      toRegistryWallet({ id: 'h', name: 'Hidden', rdns: 'io.hidden' }, context),
    ).toBeUndefined()
    expect(toRegistryWallet({ id: 'b', name: 'BLOCKED wallet' }, context)).toBeUndefined()
    expect(toRegistryWallet({ id: 'r', name: 'R', rdns: 'no rdns <x>' }, context)?.rdns).toBe(
      undefined,
    )
  })

  it('marks custom wallets, and takes their checked https image', () => {
    const wallet = toRegistryWallet(
      { id: 'mine', name: 'Mine', image_url: 'https://mine.example/icon.png' },
      context,
      'custom',
    )
    expect(wallet).toMatchObject({ source: 'custom', image_url: 'https://mine.example/icon.png' })
  })
})
