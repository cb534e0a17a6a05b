import { describe, expect, it } from 'vitest'
import { fixedPointOf } from './fixedPointOf.js'
import { formatQuotient } from './formatQuotient.js'

describe('formatQuotient', () => {
  it('cuts toward zero at a number of decimals and drops trailing zeros', () => {
    expect(formatQuotient(2n, 3n, { decimals: 2 })).toBe('0.66')
    expect(formatQuotient(-2n, 3n, { decimals: 2 })).toBe('-0.66')
    expect(formatQuotient(10n, 4n, { decimals: 3 })).toBe('2.5')
    expect(formatQuotient(12n, 4n, { decimals: 3 })).toBe('3')
  })

  it('never writes minus zero', () => {
    expect(formatQuotient(-1n, 300n, { decimals: 2 })).toBe('0')
    expect(formatQuotient(0n, -5n, { decimals: 2 })).toBe('0')
  })

  it('counts significant digits from the first non-zero digit', () => {
    // 1 / 2991 = 0.000334336...
    expect(formatQuotient(1n, 2991n, { significant: 4 })).toBe('0.0003343')
    expect(formatQuotient(299102n, 100n, { significant: 6 })).toBe('2991.02')
    expect(formatQuotient(0n, 7n, { significant: 4 })).toBe('0')
  })

  it('keeps a whole part longer than the significant digits whole', () => {
    expect(formatQuotient(299102n, 100n, { significant: 3 })).toBe('2991')
    expect(formatQuotient(10n ** 40n, 1n, { significant: 6 })).toBe(`1${'0'.repeat(40)}`)
  })

  it('refuses a zero denominator', () => {
    expect(() => formatQuotient(1n, 0n, { decimals: 2 })).toThrow(RangeError)
  })
})

describe('fixedPointOf', () => {
  it('reads a JSON number as the exact decimal JavaScript prints', () => {
    expect(fixedPointOf(3000)).toEqual({ value: 3000n, scale: 0 })
    expect(fixedPointOf(3000.5)).toEqual({ value: 30005n, scale: 1 })
    expect(fixedPointOf(0.1)).toEqual({ value: 1n, scale: 1 })
    expect(fixedPointOf(1.5e-7)).toEqual({ value: 15n, scale: 8 })
    expect(fixedPointOf(1e21)).toEqual({ value: 10n ** 21n, scale: 0 })
    expect(fixedPointOf(0)).toEqual({ value: 0n, scale: 0 })
  })

  it('has no fixed point for NaN, infinities or negatives', () => {
    for (const price of [Number.NaN, Number.POSITIVE_INFINITY, -1, -0.5]) {
      expect(fixedPointOf(price), String(price)).toBeUndefined()
    }
  })
})
