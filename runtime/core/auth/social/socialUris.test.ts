import { describe, expect, it } from 'vitest'
import { isOnOrigin } from './socialUris.js'

const origin = 'https://secure.example'

describe('isOnOrigin', () => {
  it.each([
    `${origin}/social/callback?code=c&state=s`,
    `${origin}/`,
    `${origin}:443/x`,
    'https://SECURE.example/x',
  ])('takes %s', (uri) => {
    expect(isOnOrigin(uri, origin)).toBe(true)
  })

  it.each([
    ['another origin', 'https://evil.example/social'],
    ['a look-alike host', 'https://secure.example.evil.com/social'],
    ['userinfo posing as the host', 'https://secure.example@evil.example/social'],
    ['http on the same host', 'http://secure.example/social'],
    ['another port', 'https://secure.example:8443/social'],
    ['a relative path', '/social/callback'],
    ['a protocol-relative URL', '//evil.example/social'],
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/html,hi'],
    ['over 2048 characters', `${origin}/${'a'.repeat(2048)}`],
    ['not text', 42],
    ['nothing', undefined],
  ])('refuses %s', (_, uri) => {
    expect(isOnOrigin(uri, origin)).toBe(false)
  })

  it('compares with an http origin exactly too (the local sandbox)', () => {
    expect(isOnOrigin('http://localhost:4001/social', 'http://localhost:4001')).toBe(true)
    expect(isOnOrigin('http://localhost:4002/social', 'http://localhost:4001')).toBe(false)
  })
})
