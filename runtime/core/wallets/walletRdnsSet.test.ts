import { describe, expect, it } from 'vitest'
import { isWalletExcluded } from './isWalletExcluded.js'
import { walletRdnsSet } from './walletRdnsSet.js'

describe('walletRdnsSet', () => {
  it('counts an installed mobile wallet as its desktop rdns, on mobile only', () => {
    const installed = [{ rdns: 'io.metamask.mobile' }, { rdns: undefined }, { rdns: 'io.rabby' }]
    expect([...walletRdnsSet(installed, true)]).toEqual([
      'io.metamask.mobile',
      'io.metamask',
      'io.rabby',
    ])
    expect([...walletRdnsSet(installed, false)]).toEqual(['io.metamask.mobile', 'io.rabby'])
  })
})

describe('isWalletExcluded', () => {
  const config = { excludeRdns: ['IO.Rabby'], excludeNames: [' Phantom '] }
  it('matches rdns and names case-insensitively', () => {
    expect(isWalletExcluded({ name: 'Rabby', rdns: 'io.rabby' }, config)).toBe(true)
    expect(isWalletExcluded({ name: 'PHANTOM' }, config)).toBe(true)
    expect(isWalletExcluded({ name: 'MetaMask', rdns: 'io.metamask' }, config)).toBe(false)
  })
})
