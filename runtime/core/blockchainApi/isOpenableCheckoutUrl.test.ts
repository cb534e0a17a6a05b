import { describe, expect, it } from 'vitest'
import { isOpenableCheckoutUrl } from './isOpenableCheckoutUrl.js'

const provider = 'https://pay.example'
const liveApi = 'https://rpc.walletconnect.org'
const sandboxApi = 'http://127.0.0.1:4100'
const sandboxProvider = 'http://127.0.0.1:4300'

describe('isOpenableCheckoutUrl', () => {
  it('opens https on the provider origin, and its own url', () => {
    expect(isOpenableCheckoutUrl('https://pay.example/checkout/o_1?x=1', provider, liveApi)).toBe(
      true,
    )
    expect(
      isOpenableCheckoutUrl('https://pay.example:443/c', 'https://pay.example/', liveApi),
    ).toBe(true)
    expect(isOpenableCheckoutUrl(provider, provider, liveApi)).toBe(true)
  })

  it('opens http on a loopback host only while the Blockchain API is on one', () => {
    for (const host of ['127.0.0.1:4300', 'localhost:4300', '[::1]:4300']) {
      const origin = `http://${host}`
      expect(isOpenableCheckoutUrl(`${origin}/checkout/o_1`, origin, sandboxApi), host).toBe(true)
      expect(
        isOpenableCheckoutUrl(`${origin}/checkout/o_1`, origin, 'http://localhost:1'),
        host,
      ).toBe(true)
      expect(isOpenableCheckoutUrl(`${origin}/checkout/o_1`, origin, liveApi), host).toBe(false)
    }
  })

  it.each([
    ['http off loopback', 'http://pay.example/checkout/1', 'http://pay.example'],
    ['http on the provider origin while it is https', 'http://pay.example/c', provider],
    ['another origin', 'https://evil.example/checkout/1', provider],
    ['a look-alike host', 'https://pay.example.evil.example/c', provider],
    ['another port', 'https://pay.example:8443/c', provider],
    ['credentials', 'https://user:pass@pay.example/c', provider],
    ['a user name', 'https://user@pay.example/c', provider],
    ['javascript:', 'javascript:alert(1)', provider],
    ['javascript: against a javascript: provider', 'javascript:alert(1)', 'javascript:void 0'],
    ['data:', 'data:text/html,<script>alert(1)</script>', provider],
    ['data: against a data: provider', 'data:text/html,x', 'data:text/html,y'],
    ['blob:', 'blob:https://pay.example/1234', provider],
    ['file:', 'file:///etc/passwd', 'file:///'],
    ['a relative path', '/checkout/1', provider],
    ['an unparsable provider', 'https://pay.example/c', 'not a url'],
    ['an empty url', '', provider],
    ['an oversized url', `https://pay.example/${'a'.repeat(5000)}`, provider],
    ['a loopback lookalike', 'http://127.0.0.1.evil.example/c', 'http://127.0.0.1.evil.example'],
    ['a loopback checkout of another port', 'http://127.0.0.1:9999/c', sandboxProvider],
  ])('refuses %s', (_, url, providerUrl) => {
    expect(isOpenableCheckoutUrl(url, providerUrl, sandboxApi)).toBe(false)
  })

  it('refuses loopback http when the Blockchain API address cannot be read', () => {
    expect(isOpenableCheckoutUrl(`${sandboxProvider}/c`, sandboxProvider, 'nonsense')).toBe(false)
  })
})
