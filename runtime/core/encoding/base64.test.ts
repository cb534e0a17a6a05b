import { describe, expect, it } from 'vitest'
import { fromBase64, toBase64 } from './base64.js'

describe('base64', () => {
  it('round-trips bytes as standard base64, as Node writes it', () => {
    const bytes = Uint8Array.from({ length: 300 }, (_, index) => (index * 7) % 256)
    expect(toBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'))
    expect(fromBase64(toBase64(bytes))).toEqual(bytes)
  })

  it('throws on text that is not base64', () => {
    expect(() => fromBase64('not base64!')).toThrow()
  })
})
