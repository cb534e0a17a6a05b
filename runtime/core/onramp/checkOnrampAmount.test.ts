import { describe, expect, it } from 'vitest'
import { checkOnrampAmount, toCents } from './checkOnrampAmount.js'

const card = { min: '10', max: '7500' }

describe('checkOnrampAmount', () => {
  it('accepts an amount inside the limits, in cents', () => {
    expect(checkOnrampAmount('49.99', card, 'USD')).toEqual({
      ok: true,
      cents: 4999n,
      text: '49.99',
    })
    expect(checkOnrampAmount('10', card, 'USD')).toEqual({ ok: true, cents: 1000n, text: '10' })
    expect(checkOnrampAmount('7500.00', card, 'USD')).toMatchObject({ ok: true, cents: 750000n })
  })

  it('says nothing for an empty field', () => {
    expect(checkOnrampAmount('  ', card, 'USD')).toEqual({ ok: false, message: undefined })
  })

  it('refuses what is not a number', () => {
    for (const text of ['abc', '1e3', '-5', '1,5', '.', '1.2.3', '0x10']) {
      expect(checkOnrampAmount(text, card, 'USD'), text).toEqual({
        ok: false,
        message: 'Enter a number, like 100 or 49.99.',
      })
    }
  })

  it('refuses more than two decimals', () => {
    expect(checkOnrampAmount('10.001', card, 'USD')).toEqual({
      ok: false,
      message: 'Use at most 2 decimals.',
    })
  })

  it('names the minimum and the maximum with the currency', () => {
    expect(checkOnrampAmount('9.99', card, 'EUR')).toEqual({
      ok: false,
      message: 'The minimum is 10 EUR.',
    })
    expect(checkOnrampAmount('7500.01', card, 'USD')).toEqual({
      ok: false,
      message: 'The maximum is 7500 USD.',
    })
  })
})

describe('toCents', () => {
  it('reads whole and fractional amounts, cutting past cents', () => {
    expect(toCents('12')).toBe(1200n)
    expect(toCents('.5')).toBe(50n)
    expect(toCents('7500.009')).toBe(750000n)
    expect(toCents('')).toBeUndefined()
  })
})
