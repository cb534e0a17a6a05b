import bs58 from 'bs58'
import { describe, expect, it } from 'vitest'
import { decodeBase58 } from '../siwx/decodeBase58.js'
import { encodeBase58, fromBase64, toBase64 } from './solanaEncoding.js'

describe('encodeBase58', () => {
  it('agrees with the bs58 package on leading zeros, empty input and random bytes', () => {
    const samples = [
      new Uint8Array([]),
      new Uint8Array([0]),
      new Uint8Array([0, 0, 1]),
      new Uint8Array([255, 255, 255, 255]),
      Uint8Array.from({ length: 64 }, (_, index) => (index * 37 + 11) % 256),
      crypto.getRandomValues(new Uint8Array(32)),
    ]
    for (const bytes of samples) {
      expect(encodeBase58(bytes)).toBe(bs58.encode(Buffer.from(bytes)))
      expect(decodeBase58(encodeBase58(bytes))).toEqual(bytes)
    }
  })
})

describe('base64', () => {
  it('round-trips bytes as standard base64, as Node writes it', () => {
    const bytes = Uint8Array.from({ length: 300 }, (_, index) => (index * 7) % 256)
    expect(toBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'))
    expect(fromBase64(toBase64(bytes))).toEqual(bytes)
  })
})
