import { describe, expect, it } from 'vitest'
import { ApiError } from '../api/ApiError.js'
import { caip2, currencyId, failureReason, isoTime, readOnrampAmount } from './onrampFields.js'

describe('readOnrampAmount', () => {
  it('keeps plain decimal strings as written', () => {
    for (const value of ['0', '100', '98.90', '0.03296666', '25000']) {
      expect(readOnrampAmount(value)).toBe(value)
    }
  })

  it('writes numbers as decimals without float noise', () => {
    expect(readOnrampAmount(98.9)).toBe('98.9')
    expect(readOnrampAmount(0.1)).toBe('0.1')
    expect(readOnrampAmount(0.03296666)).toBe('0.03296666')
    expect(readOnrampAmount(100)).toBe('100')
    expect(readOnrampAmount(1e-7)).toBe('0.0000001')
    expect(readOnrampAmount(1.5e-8)).toBe('0.000000015')
    expect(readOnrampAmount(2e21)).toBe('2000000000000000000000')
    expect(readOnrampAmount(1.25e22)).toBe('12500000000000000000000')
    expect(readOnrampAmount(-0)).toBe('0')
  })

  it.each([
    -1,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    '-1',
    '1e5',
    '1,000',
    ' 10',
    '10.',
    '.5',
    '0x10',
    '',
    null,
    undefined,
    {},
    ['1'],
  ])('refuses %s', (value) => {
    expect(readOnrampAmount(value)).toBeUndefined()
  })
})

describe('the other onramp fields', () => {
  it('reads currency ids and CAIP-2 ids, refusing anything else', () => {
    expect(currencyId('USD')).toBe('USD')
    expect(currencyId('usdc.e')).toBe('usdc.e')
    for (const bad of ['', 'U SD', '<b>', 'E\u202eTH', 'x'.repeat(40), 5]) {
      expect(currencyId(bad)).toBeUndefined()
    }
    expect(caip2('eip155:31337')).toBe('eip155:31337')
    expect(caip2('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe(
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    )
    for (const bad of ['eip155', 'eip155:1:0xabc', 'EIP155:1', 'eip155:1 ', 1]) {
      expect(caip2(bad)).toBeUndefined()
    }
  })

  it('reads times as ISO 8601', () => {
    expect(isoTime('2024-05-01T12:00:00Z')).toBe('2024-05-01T12:00:00.000Z')
    expect(isoTime(0)).toBe('1970-01-01T00:00:00.000Z')
    expect(isoTime('yesterday')).toBeUndefined()
    expect(isoTime(null)).toBeUndefined()
  })

  it('words a failure in one safe line', () => {
    const timeout = new ApiError('HTTP_REQUEST_TIMEOUT', {
      url: 'http://x',
      details: 'No answer within 10 s.',
    })
    expect(failureReason(timeout)).toBe(
      'The request took too long to respond: No answer within 10 s.',
    )
    const invalid = new ApiError('INVALID_RESPONSE', { url: 'http://x' })
    expect(failureReason(invalid)).toBe('Invalid response')
    expect(failureReason(new Error(`bad\u202e\n${'x'.repeat(500)}`))).toHaveLength(200)
    expect(failureReason('thrown string')).toBe('Unknown error')
  })
})
