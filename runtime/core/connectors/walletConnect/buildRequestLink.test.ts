import { describe, expect, it } from 'vitest'
import { buildRequestLink } from './buildRequestLink.js'

const topic = 'ab'.repeat(32)
const request = { id: 1_700_000_000_123_456, topic }
const query = `requestId=${request.id}&sessionTopic=${topic}`

describe('buildRequestLink', () => {
  it.each([
    ['metamask://', `metamask://wc?${query}`],
    ['trust://', `trust://wc?${query}`],
    ['https://metamask.app.link', `https://metamask.app.link/wc?${query}`],
    ['https://link.trustwallet.com/', `https://link.trustwallet.com/wc?${query}`],
  ])('opens %s on the request', (href, expected) => {
    expect(buildRequestLink(href, request)).toBe(expected)
  })

  it.each([
    ['javascript:alert(document.domain)//', 'script'],
    ['JaVaScRiPt:alert(1)', 'script, any case'],
    ['java\tscript:alert(1)', 'script with a tab the URL parser strips'],
    ['data:text/html,<script>alert(1)</script>', 'data'],
    ['vbscript:msgbox(1)', 'vbscript'],
    ['file:///etc/passwd', 'file'],
    ['blob:https://evil.example/uuid', 'blob'],
    ['http://evil.example', 'plain http'],
    ['https://user:pw@evil.example', 'https with credentials'],
    ['intent://x#Intent;scheme=javascript;end', 'an intent to script'],
    ['intent://x#Intent;scheme=metamask;end', 'any intent: a fragment cannot take the path'],
    ['', 'empty'],
    [42, 'not a string'],
    [{ href: 'metamask://' }, 'an object'],
  ] as [unknown, string][])('refuses %s (%s)', (href) => {
    expect(buildRequestLink(href, request)).toBeUndefined()
  })

  it('refuses a request id or topic that could rewrite the link', () => {
    expect(buildRequestLink('metamask://', { id: 1.5, topic })).toBeUndefined()
    expect(buildRequestLink('metamask://', { id: 1, topic: `${topic}#x` })).toBeUndefined()
    expect(buildRequestLink('metamask://', { id: 1, topic: '../evil' })).toBeUndefined()
  })
})
