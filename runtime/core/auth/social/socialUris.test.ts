import { describe, expect, it } from 'vitest'
import { isOnOrigin, readResultUri } from './socialUris.js'

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

describe('readResultUri', () => {
  const result = `${origin}/social/callback?code=c1&state=s1`
  const encoded = encodeURIComponent(result)

  it.each([
    [`https://app.example/p?result_uri=${encoded}`, [result], '/p'],
    [`https://app.example/p?a=1&result_uri=${encoded}&b=2#h`, [result], '/p?a=1&b=2#h'],
    [
      `https://app.example/p?result_uri=${encoded}&b=%20x+y&flag#h?x=1`,
      [result],
      '/p?b=%20x+y&flag#h?x=1',
    ],
    [`https://app.example/?result%5Furi=${encoded}&z`, [result], '/?z'],
    ['https://app.example/p?result_uri=a&result_uri=b', ['a', 'b'], '/p'],
    ['https://app.example/p?result_uri', [''], '/p'],
    ['https://app.example/p?result_uri=%E0%A4%A', [''], '/p'],
  ])('reads %s', (href, resultUris, rest) => {
    expect(readResultUri(href)).toEqual({ resultUris, rest })
  })

  it.each([
    'https://app.example/p',
    'https://app.example/p?',
    'https://app.example/p?a=1&b=%zz#result_uri=x',
    'https://app.example/p?my_result_uri=x&result_uris=y',
  ])('leaves an address without result_uri whole: %s', (href) => {
    const url = new URL(href)
    expect(readResultUri(href)).toEqual({
      resultUris: [],
      rest: `${url.pathname}${url.search}${url.hash}`,
    })
  })
})
