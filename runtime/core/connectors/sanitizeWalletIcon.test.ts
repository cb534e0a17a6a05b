import { describe, expect, it } from 'vitest'
import { maxWalletIconLength, sanitizeWalletIcon } from './sanitizeWalletIcon.js'

describe('sanitizeWalletIcon', () => {
  it('accepts data:image URLs and https URLs', () => {
    expect(sanitizeWalletIcon('data:image/svg+xml;base64,PHN2Zy8+')).toBe(
      'data:image/svg+xml;base64,PHN2Zy8+',
    )
    expect(sanitizeWalletIcon('data:image/png,abc')).toBe('data:image/png,abc')
    expect(sanitizeWalletIcon('https://wallet.example/icon.png')).toBe(
      'https://wallet.example/icon.png',
    )
  })

  it('refuses other schemes, relative paths, non-strings and oversized values', () => {
    for (const icon of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'http://wallet.example/icon.png',
      'vbscript:msgbox',
      'file:///etc/passwd',
      'blob:https://x/y',
      '/icon.png',
      '',
      42,
      undefined,
      `data:image/png;base64,${'A'.repeat(maxWalletIconLength)}`,
    ]) {
      expect(sanitizeWalletIcon(icon)).toBeUndefined()
    }
  })
})
