import { describe, expect, it } from 'vitest'
import { decodeBase58, encodeBase58 } from './base58.js'

describe('base58', () => {
  it.each([
    [new Uint8Array([]), ''],
    [new Uint8Array([0]), '1'],
    [new Uint8Array([0, 0, 1]), '112'],
    [new Uint8Array([255, 255]), 'LUv'],
    [new TextEncoder().encode('hello world'), 'StV1DL6CwTryKyV'],
  ])('encodes and decodes %s as %j', (bytes, text) => {
    expect(encodeBase58(bytes)).toBe(text)
    expect(decodeBase58(text)).toEqual(bytes)
  })

  it('round-trips keys and signatures with their leading zero bytes', () => {
    for (const bytes of [
      Uint8Array.from({ length: 64 }, (_, index) => (index * 37 + 11) % 256),
      Uint8Array.from([0, 0, 0, ...crypto.getRandomValues(new Uint8Array(29))]),
      crypto.getRandomValues(new Uint8Array(32)),
    ]) {
      const decoded = decodeBase58(encodeBase58(bytes))
      expect(decoded).toEqual(bytes)
    }
  })

  it('decodes to a plain Uint8Array, not a Node Buffer', () => {
    const decoded = decodeBase58('LUv')
    expect(decoded?.constructor).toBe(Uint8Array)
  })

  it.each(['0', 'O', 'I', 'l', '+', '/', ' '])('refuses text with %j in it', (char) => {
    expect(decodeBase58(`abc${char}`)).toBeUndefined()
  })
})
