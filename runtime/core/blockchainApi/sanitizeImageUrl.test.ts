import { describe, expect, it } from 'vitest'
import { sanitizeImageUrl } from './sanitizeImageUrl.js'

describe('sanitizeImageUrl', () => {
  it('keeps https, and http only on the loopback host', () => {
    expect(sanitizeImageUrl('https://cdn.example/a.png')).toBe('https://cdn.example/a.png')
    expect(sanitizeImageUrl(' http://127.0.0.1:4000/assets/eth.svg')).toBe(
      'http://127.0.0.1:4000/assets/eth.svg',
    )
    expect(sanitizeImageUrl('http://localhost/a.svg')).toBe('http://localhost/a.svg')
  })

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'http://evil.example/a.png',
    'http://127.0.0.1.evil.example/a.png',
    'https://user:pass@cdn.example/a.png',
    '//cdn.example/a.png',
    '/assets/a.png',
    'vbscript:x',
    'file:///etc/passwd',
    `https://cdn.example/${'a'.repeat(3000)}`,
    '',
    42,
    null,
  ])('refuses %s', (value) => {
    expect(sanitizeImageUrl(value)).toBe('')
  })
})
