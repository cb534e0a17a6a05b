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

  it('refuses, rather than forgets, past maxNonces unexpired nonces, and takes more once they expire', () => {
    let now = 1_000
    const storage = createMemorySiwxStorage({ maxNonces: 2, now: () => now })
    expect(storage.spendNonce('first', 2_000)).toBe(true)
    expect(storage.spendNonce('second', 3_000)).toBe(true)
    expect(() => storage.spendNonce('third', 3_000)).toThrow(/2 unexpired spent nonces/)
    // Still remembered: forgetting one early would let it be replayed.
    expect(storage.spendNonce('first', 2_000)).toBe(false)
    now = 2_000
    expect(storage.spendNonce('third', 3_000)).toBe(true)
    expect(() => storage.spendNonce('fourth', 3_000)).toThrow()
    expect(storage.spendNonce('second', 3_000)).toBe(false)
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
