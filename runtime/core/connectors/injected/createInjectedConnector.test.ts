import { describe, expect, it } from 'vitest'
import { createTestProvider } from '../fixtures/createTestProvider.js'
import { createInjectedConnector, readInjectedProvider } from './createInjectedConnector.js'
import { isBrowserWalletShown } from './isBrowserWalletShown.js'

describe('createInjectedConnector', () => {
  it("wraps window.ethereum as the 'Browser Wallet'", () => {
    const provider = createTestProvider()
    const connector = createInjectedConnector({ ethereum: provider })
    expect(connector).toMatchObject({ id: 'injected', type: 'INJECTED', name: 'Browser Wallet' })
    expect(connector?.rdns).toBeUndefined()
    expect(connector?.getProvider()).toBe(provider)
  })

  it('is absent without an EIP-1193 provider, or when reading it throws', () => {
    expect(createInjectedConnector({})).toBeUndefined()
    expect(createInjectedConnector({ ethereum: { request: 'no' } })).toBeUndefined()
    const fought = {
      get ethereum(): unknown {
        throw new TypeError('Cannot redefine property: ethereum')
      },
    }
    expect(readInjectedProvider(fought)).toBeUndefined()
  })
})

describe('isBrowserWalletShown (SPEC section 5, read literally)', () => {
  it.each([
    [false, undefined, true, false],
    [false, 'io.metamask', true, false],
    [false, undefined, false, false],
    [true, undefined, false, false],
    [true, undefined, true, true],
    [true, 'io.metamask', false, true],
    [true, 'io.metamask', true, true],
  ])('mobile %s, rdns %s, installed %s -> shown %s', (isMobile, rdns, installed, shown) => {
    expect(isBrowserWalletShown({ isMobile, rdns, installed })).toBe(shown)
  })
})
