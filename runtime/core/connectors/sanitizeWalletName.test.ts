import { describe, expect, it } from 'vitest'
import { sanitizeWalletName } from './sanitizeWalletName.js'

describe('sanitizeWalletName', () => {
  it('strips bidi controls, zero-width and control characters', () => {
    expect(sanitizeWalletName('Meta\u200bMask')).toBe('MetaMask')
    expect(sanitizeWalletName('\u202eksaMateM')).toBe('ksaMateM')
    expect(sanitizeWalletName('Safe\u2066Wallet\u2069\u200e\u200f\ufeff')).toBe('SafeWallet')
    expect(sanitizeWalletName('Rab\u0000by\u0007')).toBe('Rabby')
    expect(sanitizeWalletName('Tag\u{e0041}s')).toBe('Tags')
  })

  it('collapses whitespace, trims and keeps ordinary text and emoji', () => {
    expect(sanitizeWalletName('  Coinbase \n\t Wallet  ')).toBe('Coinbase Wallet')
    expect(sanitizeWalletName('Rainbow 🌈')).toBe('Rainbow 🌈')
    expect(sanitizeWalletName('<b>Wallet</b>')).toBe('<b>Wallet</b>')
  })

  it('caps the length at 64 code points without splitting an emoji', () => {
    expect(sanitizeWalletName('x'.repeat(10_000))).toBe('x'.repeat(64))
    const emoji = sanitizeWalletName('🦊'.repeat(100))
    expect(Array.from(emoji)).toHaveLength(64)
    expect(emoji).toBe('🦊'.repeat(64))
  })

  it('gives an empty name for a name made only of invisible characters', () => {
    expect(sanitizeWalletName('\u200b\u200c\u200d\u2060 ')).toBe('')
  })
})
