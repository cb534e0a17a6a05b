import { describe, expect, it } from 'vitest'
import { isRfc3986Uri, isSiwxDomain } from './rfc3986.js'

describe('isSiwxDomain', () => {
  it.each([
    'service.org',
    'localhost',
    'sub.service-1.org',
    'EXAMPLE.com',
    '127.0.0.1',
    '127.0.0.1:8080',
    'test@127.0.0.1:65535',
    '[::1]',
    '[::1]:8443',
    '[2001:db8::7]',
    'user:pass@service.org',
  ])('accepts %s', (domain) => {
    expect(isSiwxDomain(domain)).toBe(true)
  })

  it.each([
    ['empty', ''],
    ['an underscore', 'not_rfc4501'],
    ['a trailing dot', 'service.org.'],
    ['an empty label', 'service..org'],
    ['a leading hyphen', '-service.org'],
    ['a trailing hyphen', 'service-.org'],
    ['a label of 64', `${'a'.repeat(64)}.org`],
    ['a name over 253', `${'a'.repeat(60)}.`.repeat(5).concat('org')],
    ['an all-digit top label', '1.2.3.4.5'],
    ['an IPv4 octet over 255', '256.1.1.1'],
    ['a port over 65535', 'service.org:70000'],
    ['an empty port', 'service.org:'],
    ['a path', 'service.org/login'],
    ['a scheme', 'https://service.org'],
    ['a space', 'service .org'],
    ['a Cyrillic look-alike', 'servic\u0435.org'],
    ['a percent-encoded name', 'service%2Eorg'],
    ['a bad IPv6', '[::1::2]'],
  ])('refuses %s', (_name, domain) => {
    expect(isSiwxDomain(domain)).toBe(false)
  })
})

describe('isRfc3986Uri', () => {
  it.each([
    'https://service.org/login',
    'ipfs://Qme7ss3ARVgxv6rXqVPiikMJ8u2NLgmgszg13pYrDKEoiu',
    'urn:uuid:6e8bc430-9c3a-11d9-9669-0800200c9a66',
    'did:key:z6MkhaXgBZDvotDkL5257faiztiGiC2QtKLGpbnnEGta2doK',
    'uri://user:pass@example.com:123/one/two.three?q1=a1&q2=a2#body',
    'uri://[::0.0.0.255]/p',
    'uri://[v7.abc]',
    'mailto:a@b.example',
    'a:',
  ])('accepts %s', (uri) => {
    expect(isRfc3986Uri(uri)).toBe(true)
  })

  it.each([
    '/login',
    '//service.org',
    'https://service.org/a b',
    'https://service.org/\u00e9',
    'https://service.org/%zz',
    '1https://service.org',
    'https://[::1',
    'https://service.org/\n',
    '',
  ])('refuses %j', (uri) => {
    expect(isRfc3986Uri(uri)).toBe(false)
  })
})
