import { describe, expect, it } from 'vitest'
import { readResultUri } from './readResultUri.js'

const origin = 'https://secure.example'

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
    expect(readResultUri(href)).toEqual({ resultUris, nonces: [], rest })
  })

  it("takes the kit's appkit_login nonce out too, and reads it", () => {
    expect(
      readResultUri(`https://app.example/p?a=1&result_uri=${encoded}&appkit_login=n1&b=2#top`),
    ).toEqual({ resultUris: [result], nonces: ['n1'], rest: '/p?a=1&b=2#top' })
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
      nonces: [],
      rest: `${url.pathname}${url.search}${url.hash}`,
    })
  })
})
