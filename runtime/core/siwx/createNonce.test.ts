import { afterEach, describe, expect, it, vi } from 'vitest'
import { createNonce } from './createNonce.js'
import { createNonceStore } from './createNonceStore.js'

afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
})

describe('createNonce', () => {
  it('gives 24 letters and digits, a new one each time', () => {
    const nonces = Array.from({ length: 1000 }, createNonce)
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9]{24}$/)
    expect(new Set(nonces).size).toBe(1000)
  })

  it('drops the bytes that would bias the alphabet (248 and above)', () => {
    let call = 0
    vi.spyOn(globalThis.crypto, 'getRandomValues').mockImplementation(<T>(array: T) => {
      const bytes = array as unknown as Uint8Array
      // First call: only biased bytes. Second: 0, 248, 1, 249, 2, 250 ... (the 248+ bytes dropped).
      for (let i = 0; i < bytes.length; i++) {
        bytes[i] = call === 0 ? 255 : i % 2 === 0 ? i / 2 : 248 + (i % 8)
      }
      call++
      return array
    })
    expect(createNonce()).toBe('ABCDEFGHIJKLMNOPQRSTUVWX')
    expect(call).toBe(2)
  })

  it('uses every character about equally often', () => {
    const counts = new Map<string, number>()
    for (let i = 0; i < 2000; i++) {
      for (const char of createNonce()) counts.set(char, (counts.get(char) ?? 0) + 1)
    }
    expect(counts.size).toBe(62)
    // 48 000 draws over 62 characters: about 774 each; a 20% band is > 6 standard deviations.
    for (const count of counts.values()) {
      expect(count).toBeGreaterThan(620)
      expect(count).toBeLessThan(930)
    }
  })
})

describe('createNonceStore', () => {
  it('lets an issued nonce be used exactly once', () => {
    const store = createNonceStore()
    const nonce = store.issue()
    expect(store.consume(nonce)).toBe(true)
    expect(store.consume(nonce)).toBe(false)
  })

  it('refuses a nonce it never issued', () => {
    expect(createNonceStore().consume('abcdefgh12345678')).toBe(false)
  })

  it('refuses a nonce after its time to live', () => {
    vi.useFakeTimers()
    const store = createNonceStore({ ttlMs: 60_000 })
    const nonce = store.issue()
    vi.advanceTimersByTime(60_000)
    expect(store.consume(nonce)).toBe(false)
  })

  it('accepts a nonce just before its time to live', () => {
    vi.useFakeTimers()
    const store = createNonceStore({ ttlMs: 60_000 })
    const nonce = store.issue()
    vi.advanceTimersByTime(59_999)
    expect(store.consume(nonce)).toBe(true)
  })

  it('forgets expired nonces and stays within maxEntries', () => {
    let now = 0
    const store = createNonceStore({ ttlMs: 1000, maxEntries: 3, now: () => now })
    const first = store.issue()
    store.issue()
    store.issue()
    store.issue()
    expect(store.size()).toBe(3)
    expect(store.consume(first)).toBe(false)
    now = 5000
    store.issue()
    expect(store.size()).toBe(1)
  })
})
