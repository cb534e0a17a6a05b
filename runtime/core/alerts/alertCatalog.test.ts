import { describe, expect, it } from 'vitest'
import { alertCatalog } from './alertCatalog.js'
import { alertKeyOfMessage } from './alertKeyOfMessage.js'

// SPEC section 8's alert titles, word for word, and their severities.
const specTitles = {
  SWITCH_NETWORK_NOT_FOUND: 'Network Not Found',
  ORIGIN_NOT_ALLOWED: 'Invalid App Configuration',
  UNVERIFIED_DOMAIN: 'Invalid App Configuration',
  INVALID_PROJECT_ID: 'Invalid App Configuration',
  IFRAME_LOAD_FAILED: 'Network Error - Could not load embedded wallet',
  IFRAME_REQUEST_TIMEOUT: 'Embedded Wallet Request Timed Out',
  SESSION_EXPIRED: 'Session Expired',
  PROJECT_ID_NOT_CONFIGURED: 'Project ID Not Configured',
  SERVER_ERROR: 'Server Error',
  RATE_LIMITED: 'Rate Limited',
  MULTI_WALLET_NOT_ENABLED: 'Multi-wallet not enabled',
}

describe('alertCatalog', () => {
  it("titles every alert with SPEC section 8's words", () => {
    const titles = Object.fromEntries(
      Object.entries(alertCatalog).map(([key, entry]) => [key, entry.title]),
    )
    expect(titles).toEqual(specTitles)
  })

  it('makes every alert an error but the multi-wallet note, which is info', () => {
    const notErrors = Object.entries(alertCatalog).filter(([, e]) => e.severity !== 'error')
    expect(notErrors).toEqual([
      ['MULTI_WALLET_NOT_ENABLED', expect.objectContaining({ severity: 'info' })],
    ])
  })

  it('gives every alert a message of its own that ends as a sentence', () => {
    for (const { title, message } of Object.values(alertCatalog)) {
      expect(message).toMatch(/^[A-Z].*\.$/)
      expect(message).not.toBe(title)
    }
  })
})

describe('alertKeyOfMessage', () => {
  it.each([
    ['Unauthorized: origin not allowed', 'ORIGIN_NOT_ALLOWED'],
    ['JWT validation error: JWT Token is not yet valid', 'SESSION_EXPIRED'],
    ['Unauthorized: invalid key', 'INVALID_PROJECT_ID'],
    ['WebSocket closed (Unauthorized: invalid key)', 'INVALID_PROJECT_ID'],
  ])('maps %s to %s', (message, key) => {
    expect(alertKeyOfMessage(message)).toBe(key)
  })

  it('maps no other message', () => {
    expect(alertKeyOfMessage('Unauthorized')).toBeUndefined()
    expect(alertKeyOfMessage('unauthorized: invalid key')).toBeUndefined()
    expect(alertKeyOfMessage('')).toBeUndefined()
  })
})
