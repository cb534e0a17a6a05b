import { describe, expect, it } from 'vitest'
import { createMemorySiwxStorage } from './SiwxServerStorage.js'

describe('createMemorySiwxStorage spendNonce', () => {
  it('answers true the first time a nonce is spent and false every time after', () => {
    const storage = createMemorySiwxStorage()
    const expiresAt = Date.now() + 60_000
    expect(storage.spendNonce('nonceA', expiresAt)).toBe(true)
    expect(storage.spendNonce('nonceA', expiresAt)).toBe(false)
    expect(storage.spendNonce('nonceB', expiresAt)).toBe(true)
  })

  it('forgets the oldest past maxNonces and refuses every nonce expiring no later than it: no replay, no lock-out', () => {
    let now = 1_000
    const storage = createMemorySiwxStorage({ maxNonces: 2, now: () => now })
    expect(storage.spendNonce('first', 2_000)).toBe(true)
    expect(storage.spendNonce('second', 3_000)).toBe(true)
    // Full: 'first' is forgotten, and with it every nonce expiring by 2 000 is refused.
    expect(storage.spendNonce('third', 4_000)).toBe(true)
    expect(storage.spendNonce('first', 2_000)).toBe(false)
    expect(storage.spendNonce('unseen', 1_500)).toBe(false)
    expect(storage.spendNonce('second', 3_000)).toBe(false)
    expect(storage.spendNonce('third', 4_000)).toBe(false)
    // A newer nonce still signs in while the store is full.
    expect(storage.spendNonce('fourth', 5_000)).toBe(true)
    expect(storage.spendNonce('second', 3_000)).toBe(false)
    now = 6_000
    expect(storage.spendNonce('fifth', 7_000)).toBe(true)
  })

  it('keeps a nonce spent after a later-expiring one until its own expiry at least', () => {
    let now = 0
    const storage = createMemorySiwxStorage({ now: () => now })
    expect(storage.spendNonce('late', 5_000)).toBe(true)
    expect(storage.spendNonce('early', 1_000)).toBe(true)
    now = 4_999
    expect(storage.spendNonce('late', 5_000)).toBe(false)
    expect(storage.spendNonce('early', 1_000)).toBe(false)
  })
})
