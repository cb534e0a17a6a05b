import { describe, expect, it } from 'vitest'
import { frameAncestorsAllow, frameAncestorsOf, isOpenSource } from './frameAncestorsAllow.js'

describe('frameAncestorsOf', () => {
  it('reads the directive among others, in any case, and says when there is none', () => {
    expect(
      frameAncestorsOf(
        "default-src 'self'; Frame-Ancestors https://a.example http://127.0.0.1:5173",
      ),
    ).toEqual([['https://a.example', 'http://127.0.0.1:5173']])
    expect(frameAncestorsOf("default-src 'self'")).toBeUndefined()
    expect(frameAncestorsOf(null)).toBeUndefined()
    expect(frameAncestorsOf("frame-ancestors 'none'")).toEqual([["'none'"]])
  })

  it('reads one list per policy of a header that joins several', () => {
    expect(
      frameAncestorsOf("frame-ancestors https://a.example, default-src 'none', frame-ancestors *"),
    ).toEqual([['https://a.example'], ['*']])
  })
})

describe('frameAncestorsAllow', () => {
  const site = 'https://secure.example'
  it.each([
    [['https://app.example'], 'https://app.example', true],
    [['https://app.example:443'], 'https://app.example', true],
    [['https://app.example:8443'], 'https://app.example', false],
    [['app.example'], 'https://app.example', true],
    [['app.example'], 'http://app.example', false],
    [['http://app.example'], 'https://app.example', true],
    [['http:'], 'https://app.example', true],
    [['https:'], 'http://app.example', false],
    [['https://*.example.com'], 'https://app.example.com', true],
    [['https://*.example.com'], 'https://example.com', false],
    [['https://*'], 'https://app.example', true],
    [['*'], 'http://127.0.0.1:5173', true],
    [['http://127.0.0.1:5173'], 'http://127.0.0.1:5173', true],
    [['http://127.0.0.1:*'], 'http://127.0.0.1:5173', true],
    [['http://127.0.0.1'], 'http://127.0.0.1:5173', false],
    [['http://[::1]:5173'], 'http://[::1]:5173', true],
    [['https://other.example'], 'https://app.example', false],
    [["'none'"], 'https://app.example', false],
    [["'self'"], 'https://app.example', false],
    [[], 'https://app.example', false],
  ] as const)('%j lets %s frame it: %s', (sources, origin, allowed) => {
    expect(frameAncestorsAllow([sources], origin, site)).toBe(allowed)
  })

  it('takes a scheme-less source as the secure site’s scheme: http there lets https pages in too', () => {
    expect(
      frameAncestorsAllow([['app.example']], 'https://app.example', 'http://secure.example'),
    ).toBe(true)
  })

  it('needs every policy to allow the origin', () => {
    expect(
      frameAncestorsAllow([['https://app.example'], ["'none'"]], 'https://app.example', site),
    ).toBe(false)
  })
})

describe('isOpenSource', () => {
  it.each([
    ['*', true],
    ['https:', true],
    ['https://*', true],
    ['https://*:*', true],
    ['https://*.example.com', false],
    ['https://app.example', false],
    ["'self'", false],
  ])('%s opens the frame to any site of a scheme: %s', (source, open) => {
    expect(isOpenSource(source)).toBe(open)
  })
})
