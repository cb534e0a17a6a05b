import { describe, expect, it } from 'vitest'
import { parseChainId } from './parseChainId.js'

describe('parseChainId', () => {
  it('reads hex, decimal strings and numbers', () => {
    expect(parseChainId('0x2105')).toBe(8453)
    expect(parseChainId('0X1')).toBe(1)
    expect(parseChainId('8453')).toBe(8453)
    expect(parseChainId(8453)).toBe(8453)
  })

  it('refuses anything that is not a positive safe integer chain id', () => {
    for (const value of [
      '0x',
      '0x0',
      0,
      -1,
      1.5,
      'base',
      '',
      null,
      undefined,
      {},
      '0x1fffffffffffff1',
      NaN,
    ]) {
      expect(parseChainId(value)).toBeUndefined()
    }
  })
})
