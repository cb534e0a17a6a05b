import { describe, expect, it } from 'vitest'
import { frameAncestorsAllow, frameAncestorsOf } from './frameAncestorsAllow.js'

describe('frameAncestorsOf', () => {
  it('reads the directive among others, in any case, and says when there is none', () => {
    expect(
      frameAncestorsOf(
        "default-src 'self'; Frame-Ancestors https://a.example http://127.0.0.1:5173",
      ),
    ).toEqual(['https://a.example', 'http://127.0.0.1:5173'])
    expect(frameAncestorsOf("default-src 'self'")).toBeUndefined()
    expect(frameAncestorsOf(null)).toBeUndefined()
    expect(frameAncestorsOf("frame-ancestors 'none'")).toEqual(["'none'"])
  })
})

describe('frameAncestorsAllow', () => {
  it.each([
    [['https://app.example'], 'https://app.example', true],
    [['https://app.example:443'], 'https://app.example', true],
    [['app.example'], 'https://app.example', true],
    [['https://*.example.com'], 'https://app.example.com', true],
    [['https://*.example.com'], 'https://example.com', false],
    [['https:'], 'https://app.example', true],
    [['*'], 'http://127.0.0.1:5173', true],
    [['http://127.0.0.1:5173'], 'http://127.0.0.1:5173', true],
    [['http://127.0.0.1:*'], 'http://127.0.0.1:5173', true],
    [['http://127.0.0.1'], 'http://127.0.0.1:5173', false],
    [['https://app.example'], 'http://app.example', false],
    [['https://other.example'], 'https://app.example', false],
    [["'none'"], 'https://app.example', false],
    [["'self'"], 'https://app.example', false],
    [[], 'https://app.example', false],
  ] as const)('%j lets %s frame it: %s', (sources, origin, allowed) => {
    expect(frameAncestorsAllow(sources, origin)).toBe(allowed)
  })
})
