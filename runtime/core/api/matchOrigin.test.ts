import { describe, expect, it } from 'vitest'
import { matchOrigin, originMatches } from './matchOrigin.js'

describe('originMatches', () => {
  it.each([
    ['https://app.example.com', 'https://app.example.com', true],
    ['https://app.example.com', 'https://app.example.com/', true],
    ['https://app.example.com', 'app.example.com', true],
    ['http://app.example.com', 'app.example.com', true],
    ['https://app.example.com', 'http://app.example.com', false],
    ['https://evil-app.example.com', 'https://app.example.com', false],
    ['https://shop.example.com', '*.example.com', true],
    ['https://a.b.example.com', '*.example.com', true],
    ['https://example.com', '*.example.com', false],
    ['https://notexample.com', '*.example.com', false],
    ['https://my-app.vercel.app', 'https://*.vercel.app', true],
    ['http://my-app.vercel.app', 'https://*.vercel.app', false],
    ['https://app.example.com:8443', 'https://app.example.com', false],
    ['https://app.example.com:8443', 'https://app.example.com:8443', true],
    ['https://app.example.com:443', 'https://app.example.com', true],
    ['http://localhost:5173', 'http://localhost:*', true],
    ['http://localhost', 'http://localhost:*', true],
    ['https://APP.example.com', 'https://app.EXAMPLE.com', true],
    ['https://anything.test', '*', true],
    ['https://app.example.com', 'not a pattern', false],
    ['https://app.example.com', '', false],
  ])('%s against %s: %s', (origin, entry, expected) => {
    expect(originMatches(origin, entry)).toBe(expected)
  })
})

describe('matchOrigin', () => {
  it('prefers the project entry and names it', () => {
    expect(matchOrigin('https://x.vercel.app', ['https://*.vercel.app'])).toEqual({
      entry: 'https://*.vercel.app',
      source: 'project',
    })
  })

  it.each([
    'http://localhost:3000',
    'https://127.0.0.1:8443',
    'https://preview.pages.dev',
    'https://my-app.vercel.app',
    'https://abc123.ngrok-free.app',
    'https://secure-mobile.walletconnect.com',
    'https://secure-mobile.walletconnect.org',
  ])('always allows %s (SPEC section 6)', (origin) => {
    expect(matchOrigin(origin, [])?.source).toBe('default')
  })

  it('does not allow the bare preview domains or other hosts by default', () => {
    expect(matchOrigin('https://vercel.app', [])).toBeUndefined()
    expect(matchOrigin('https://dapp.example', [])).toBeUndefined()
    expect(matchOrigin('http://my-app.ngrok-free.app', [])).toBeUndefined()
  })
})
