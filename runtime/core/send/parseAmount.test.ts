import { describe, expect, it } from 'vitest'
import { parseAmount } from './parseAmount.js'

describe('parseAmount', () => {
  it.each([
    ['0.5', 18, 500_000_000_000_000_000n],
    ['10', 18, 10n * 10n ** 18n],
    ['1.000001', 6, 1_000_001n],
    ['.5', 6, 500_000n],
    ['10.', 6, 10_000_000n],
    ['007', 0, 7n],
    ['  2.5  ', 9, 2_500_000_000n],
    ['0.000000000000000001', 18, 1n],
    // Far beyond a float's precision: exact all the same.
    [
      '123456789012345678901234567890.123456789012345678',
      18,
      123456789012345678901234567890123456789012345678n,
    ],
  ])('reads %j with %i decimals exactly', (text, decimals, value) => {
    expect(parseAmount(text, decimals)).toEqual({ ok: true, value })
  })

  it.each([
    ['', 'Enter an amount.'],
    ['   ', 'Enter an amount.'],
    ['.', 'Use digits and one dot only, like 0.5.'],
    ['1e-7', 'Use digits and one dot only, like 0.5.'],
    ['1E5', 'Use digits and one dot only, like 0.5.'],
    ['1,5', 'Use digits and one dot only, like 0.5.'],
    ['1,000.5', 'Use digits and one dot only, like 0.5.'],
    ['-1', 'Use digits and one dot only, like 0.5.'],
    ['+1', 'Use digits and one dot only, like 0.5.'],
    ['1 000', 'Use digits and one dot only, like 0.5.'],
    ['1. 5', 'Use digits and one dot only, like 0.5.'],
    ['0x10', 'Use digits and one dot only, like 0.5.'],
    ['1.2.3', 'Use digits and one dot only, like 0.5.'],
    ['Infinity', 'Use digits and one dot only, like 0.5.'],
    ['NaN', 'Use digits and one dot only, like 0.5.'],
    ['١٢', 'Use digits and one dot only, like 0.5.'], // Arabic-Indic digits
    ['１', 'Use digits and one dot only, like 0.5.'], // a fullwidth digit
    ['1\u200b0', 'Use digits and one dot only, like 0.5.'],
    ['0', 'Enter an amount above zero.'],
    ['0.000', 'Enter an amount above zero.'],
    ['.0', 'Enter an amount above zero.'],
  ])('refuses %j: %s', (text, reason) => {
    expect(parseAmount(text, 18)).toEqual({ ok: false, reason })
  })

  it('refuses more fraction digits than the token has', () => {
    expect(parseAmount('1.0000001', 6)).toEqual({
      ok: false,
      reason: 'This token has at most 6 decimal places.',
    })
    expect(parseAmount('0.0000000000000000001', 18)).toMatchObject({ ok: false })
    expect(parseAmount('1.5', 0)).toEqual({
      ok: false,
      reason: 'This token has no decimal places.',
    })
  })
})
