import { describe, expect, it } from 'vitest'
import { describeFetchError } from './describeFetchError.js'
import { displayUrl } from './displayUrl.js'

describe('displayUrl', () => {
  it('masks key-like path segments and drops the query', () => {
    expect(displayUrl('https://eth-mainnet.g.alchemy.com/v2/abcdefghijklmnopqrstuvwx?x=1')).toBe(
      'https://eth-mainnet.g.alchemy.com/v2/***',
    )
    expect(displayUrl('http://127.0.0.1:8545')).toBe('http://127.0.0.1:8545')
    expect(displayUrl('https://mempool.space/api')).toBe('https://mempool.space/api')
    expect(displayUrl('nope')).toBe('(not a URL)')
  })
})

describe('describeFetchError', () => {
  it('names timeouts, refused connections and HTTP statuses', () => {
    const timeout = new DOMException('The operation was aborted due to timeout', 'TimeoutError')
    expect(describeFetchError(new TypeError('fetch failed', { cause: timeout }), 300)).toBe(
      'did not answer within 300 ms',
    )
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })
    expect(describeFetchError(new TypeError('fetch failed', { cause: refused }), 300)).toBe(
      'refused the connection (is it running?)',
    )
    expect(
      describeFetchError(Object.assign(new Error('HTTP request failed.'), { status: 502 }), 1),
    ).toBe('answered HTTP 502')
    expect(describeFetchError(new Error('first line\nsecond line'), 1)).toBe(
      'could not be reached (first line)',
    )
  })
})
